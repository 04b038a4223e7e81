import { queryOptions } from '@tanstack/react-query';

import { getWordPressJson, WordPressError } from '@/wordpress/client';
import { sitePagesUrl } from '@/wordpress/endpoints';
import { parseEach, wpPageSchema } from '@/wordpress/schemas';

import { mapSitePage, type SitePage } from '@/wordpress/mapping/map-site-page';
import { pageKeys } from '@/features/pages/query-keys';

/** One of the site's pages by slug (GET {base}/pages?slug=…); `missing` when the WordPress lacks it. */
async function fetchSitePage(baseUrl: string, slug: string, signal?: AbortSignal): Promise<SitePage> {
  const url = sitePagesUrl(baseUrl, [slug], true);
  const [{ body }, { parsePostContent }] = await Promise.all([
    getWordPressJson(url, { signal }),
    import('@/wordpress/content/parse-post-content'),
  ]);
  const page = parseEach(wpPageSchema, body, url).find((entry) => entry.slug === slug && !entry.content.protected);
  if (page === undefined) throw new WordPressError('missing', url, 'no such page');
  return mapSitePage(page, parsePostContent);
}

export function sitePageQueryOptions(baseUrl: string, slug: string) {
  return queryOptions({
    queryKey: pageKeys.detail(baseUrl, slug),
    queryFn: ({ signal }) => fetchSitePage(baseUrl, slug, signal),
    // Started by the route's clientLoader; a page WordPress lacks is not asked for again.
    retryOnMount: false,
  });
}
