import { getWordPressJson, WordPressError } from '../client';
import { sitePagesUrl } from '../endpoints';
import { parseEach, wpPageSchema } from '../schemas';

import { mapSitePage, type SitePage } from '../mapping/map-site-page';

/** One of the site's pages by slug (GET {base}/pages?slug=…); `missing` when the WordPress lacks it. */
export async function fetchSitePage(baseUrl: string, slug: string, signal?: AbortSignal): Promise<SitePage> {
  const url = sitePagesUrl(baseUrl, [slug], true);
  const [{ body }, { parsePostContent }] = await Promise.all([
    getWordPressJson(url, { signal }),
    import('../content/parse-post-content'),
  ]);
  const page = parseEach(wpPageSchema, body, url).find((entry) => entry.slug === slug && !entry.content.protected);
  if (page === undefined) throw new WordPressError('missing', url, 'no such page');
  return mapSitePage(page, parsePostContent);
}
