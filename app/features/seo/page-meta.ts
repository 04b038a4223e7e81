import type { MetaDescriptor } from 'react-router';

import { readEnv } from '@/config/env';
import { PLACEHOLDER_IMAGE, site } from '@/config/site';

const DESCRIPTION_LIMIT = 160;
/**
 * The site's share card: for a page without a picture of its own (the placeholder says nothing of
 * the product), and for SVG pictures, such as the sample products', which link previews (WhatsApp,
 * Facebook) ignore.
 */
const SHARE_IMAGE = '/images/og-default.jpg';

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/product/12'. */
  path: string;
  /** Defaults to the site's share card. */
  image?: string;
  type?: 'website' | 'product';
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path, image, type = 'website' }: PageMetaInput): MetaDescriptor[] {
  const summary = truncate(description, DESCRIPTION_LIMIT);
  const { siteUrl } = readEnv();
  const pageUrl = siteUrl === null ? undefined : absolute(path);
  const imageUrl = shareImage(image);
  return [
    { title },
    { name: 'description', content: summary },
    ...(pageUrl
      ? [
          { tagName: 'link', rel: 'canonical', href: pageUrl },
          { property: 'og:url', content: pageUrl },
        ]
      : []),
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
    { name: 'twitter:image', content: imageUrl },
  ];
}

/** An absolute URL on this site when its address is known; other URLs unchanged. */
export function absolute(url: string): string {
  const { siteUrl } = readEnv();
  return siteUrl !== null && url.startsWith('/') ? `${siteUrl}${url}` : url;
}

/**
 * A product's own picture as structured data names it (an absolute URL), or nothing for the
 * placeholder of a product without one: search engines would show the grey drawing as the product.
 */
export function structuredDataImage(image: string | undefined): { image?: string } {
  return image === undefined || image === PLACEHOLDER_IMAGE ? {} : { image: absolute(image) };
}

function shareImage(image: string | undefined): string {
  const ownPicture = image !== undefined && image !== PLACEHOLDER_IMAGE && !/\.svg(\?|$)/i.test(image);
  return absolute(ownPicture ? image : SHARE_IMAGE);
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}
