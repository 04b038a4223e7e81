import { queryOptions } from '@tanstack/react-query';

import { SITE_PAGE_SLUGS } from '@/config/site';
import { getWordPressJson } from '../client';
import { sitePagesUrl } from '../endpoints';
import { parseEach, wpPageSchema } from '../schemas';

import { mapPageLink, type SitePageLink } from '../mapping/map-site-page';
import { wordpressKeys } from '../query-keys';
import type { LiveWordPress } from '../wordpress-context';

/** Which of the site's institutional pages the WordPress has in public (GET {base}/pages?slug=…). */
async function fetchSitePageList(baseUrl: string, signal?: AbortSignal): Promise<SitePageLink[]> {
  const url = sitePagesUrl(baseUrl, SITE_PAGE_SLUGS, false);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpPageSchema, body, url)
    .filter((page) => SITE_PAGE_SLUGS.includes(page.slug) && !page.content.protected)
    .map(mapPageLink);
}

export function sitePageListQuery({ baseUrl }: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.pageList(baseUrl),
    queryFn: ({ signal }) => fetchSitePageList(baseUrl, signal),
    // Institutional pages change rarely and a change rebuilds the site: what the build found holds.
    staleTime: Infinity,
  });
}
