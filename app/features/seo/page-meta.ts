import type { MetaDescriptor } from 'react-router';

import { readEnv } from '@/config/env';
import { site } from '@/config/site';

const DESCRIPTION_LIMIT = 160;

interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page on this site, e.g. '/product/12'. */
  path: string;
  image?: string;
  type?: 'website' | 'product';
}

/** Title, description, canonical, Open Graph and Twitter tags for one page. */
export function pageMeta({ title, description, path, image, type = 'website' }: PageMetaInput): MetaDescriptor[] {
  const { siteUrl } = readEnv();
  const absolute = (url: string) => (siteUrl !== null && url.startsWith('/') ? `${siteUrl}${url}` : url);
  const summary = truncate(description, DESCRIPTION_LIMIT);
  const pageUrl = siteUrl === null ? undefined : absolute(path);
  const imageUrl = image === undefined ? undefined : absolute(image);
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
    ...(imageUrl ? [{ property: 'og:image', content: imageUrl }] : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
    ...(imageUrl ? [{ name: 'twitter:image', content: imageUrl }] : []),
  ];
}

function truncate(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1).trimEnd()}…`;
}
