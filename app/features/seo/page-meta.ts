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

/** The product's own picture; nothing for the placeholder of a product without one. */
function ownPicture(image: string | undefined): string | undefined {
  return image === PLACEHOLDER_IMAGE ? undefined : image;
}

/**
 * A product's own picture as structured data names it (an absolute URL), or nothing for the
 * placeholder: search engines would show the grey drawing as the product.
 */
export function structuredDataImage(image: string | undefined): { image?: string } {
  const picture = ownPicture(image);
  return picture === undefined ? {} : { image: absolute(picture) };
}

function shareImage(image: string | undefined): string {
  const picture = ownPicture(image);
  return absolute(picture === undefined || /\.svg(\?|$)/i.test(picture) ? SHARE_IMAGE : picture);
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}
