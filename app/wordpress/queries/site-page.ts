import { queryOptions } from '@tanstack/react-query';

import { getWordPressJson, WordPressError } from '../client';
import { sitePagesUrl } from '../endpoints';
import { parseEach, wpPageSchema } from '../schemas';

import { mapSitePage, type SitePage } from '../mapping/map-site-page';
import { wordpressKeys } from '../query-keys';
import type { LiveWordPress } from '../wordpress-context';

/** One of the site's pages by slug (GET {base}/pages?slug=…); `missing` when the WordPress lacks it. */
async function fetchSitePage(baseUrl: string, slug: string, signal?: AbortSignal): Promise<SitePage> {
  const url = sitePagesUrl(baseUrl, [slug], true);
  const [{ body }, { parsePostContent }] = await Promise.all([
    getWordPressJson(url, { signal }),
    import('../content/parse-post-content'),
  ]);
  const page = parseEach(wpPageSchema, body, url).find((entry) => entry.slug === slug && !entry.content.protected);
  if (page === undefined) throw new WordPressError('missing', url, 'no such page');
  return mapSitePage(page, parsePostContent);
}

export function sitePageQuery({ baseUrl }: LiveWordPress, slug: string) {
  return queryOptions({
    queryKey: wordpressKeys.page(baseUrl, slug),
    queryFn: ({ signal }) => fetchSitePage(baseUrl, slug, signal),
    // Started by the route's clientLoader; a page WordPress lacks is not asked for again.
    retryOnMount: false,
  });
}
