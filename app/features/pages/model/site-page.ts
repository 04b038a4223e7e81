import { htmlToInlineText } from '@/lib/html-to-text';

import type { WpPage } from '@/features/products/api/wordpress-schemas';

/** A page of the site that WordPress has: enough to link to it. */
export interface SitePageLink {
  slug: string;
  title: string;
}

export function mapPageLink(page: Pick<WpPage, 'slug' | 'title'>): SitePageLink {
  return { slug: page.slug, title: htmlToInlineText(page.title.rendered) };
}
