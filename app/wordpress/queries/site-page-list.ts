import { queryOptions } from '@tanstack/react-query';

import { SITE_PAGE_SLUGS } from '@/config/site';
import { getWordPressJson } from '@/wordpress/client';
import { sitePagesUrl } from '@/wordpress/endpoints';
import { parseEach, wpPageSchema } from '@/wordpress/schemas';

import { mapPageLink, type SitePageLink } from '@/wordpress/mapping/map-site-page';
import { pageKeys } from '@/features/pages/query-keys';

/** Which of the site's institutional pages the WordPress has in public (GET {base}/pages?slug=…). */
async function fetchSitePageList(baseUrl: string, signal?: AbortSignal): Promise<SitePageLink[]> {
  const url = sitePagesUrl(baseUrl, SITE_PAGE_SLUGS, false);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpPageSchema, body, url)
    .filter((page) => SITE_PAGE_SLUGS.includes(page.slug) && !page.content.protected)
    .map(mapPageLink);
}

export function sitePageListQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: pageKeys.list(baseUrl),
    queryFn: ({ signal }) => fetchSitePageList(baseUrl, signal),
    // Institutional pages change rarely and a change rebuilds the site: what the build found holds.
    staleTime: Infinity,
  });
}
