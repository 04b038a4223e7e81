import { SITE_PAGE_SLUGS } from '@/config/site';
import { getWordPressJson } from '../client';
import { sitePagesUrl } from '../endpoints';
import { parseEach, wpPageSchema } from '../schemas';

import { mapPageLink, type SitePageLink } from '../mapping/map-site-page';

/** Which of the site's institutional pages the WordPress has in public (GET {base}/pages?slug=…). */
export async function fetchSitePageList(baseUrl: string, signal?: AbortSignal): Promise<SitePageLink[]> {
  const url = sitePagesUrl(baseUrl, SITE_PAGE_SLUGS, false);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpPageSchema, body, url)
    .filter((page) => SITE_PAGE_SLUGS.includes(page.slug) && !page.content.protected)
    .map(mapPageLink);
}
