import { contentText } from '../content/content-text';
import type { ContentNode } from '../content/content-types';
import type { LinkContext } from '../content/content-urls';
import type { WpPage } from '../schemas';
import { htmlToInlineText } from '@/lib/html-to-text';

/** A page of the site that WordPress has: enough to link to it. */
export interface SitePageLink {
  slug: string;
  title: string;
}

export function mapPageLink(page: Pick<WpPage, 'slug' | 'title'>): SitePageLink {
  return { slug: page.slug, title: htmlToInlineText(page.title.rendered) || '(Sem título)' };
}

/** A page of the site: its title, a plain-text summary for the metadata, and its content as structure. */
export interface SitePage extends SitePageLink {
  description: string;
  content: ContentNode[];
}

/** Maps a WordPress page, with the content parser the caller loaded (it stays out of first downloads). */
export function mapSitePage(page: WpPage, parseContent: (html: string, links: LinkContext) => ContentNode[]): SitePage {
  const content = parseContent(page.content.rendered, {});
  const excerpt = htmlToInlineText(page.excerpt.rendered);
  return {
    ...mapPageLink(page),
    description: excerpt || contentText(content).slice(0, 300),
    content,
  };
}
