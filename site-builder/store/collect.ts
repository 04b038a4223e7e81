// A full read of WordPress into the build's store (catalog-store.ts).
import {
  byListingOrder,
  entryOf,
  sampleCatalog,
  type CatalogDraft,
  type CatalogEntry,
} from '../../app/wordpress/catalog/catalog.ts';
import { crawlPosts, fetchSite, WordPressBuildError } from '../../app/wordpress/catalog/crawl.server.ts';
import { prepareStore, writePost } from './catalog-store.ts';

/**
 * How much earlier than WordPress's clock at the start of a read the next update looks for
 * modified posts: room for a WordPress whose web server and PHP or database disagree on the time.
 * Posts modified in that margin are read again and, unchanged, left as they are.
 */
export const SINCE_MARGIN_MS = 10 * 60 * 1000;

/** ALLOW_SAMPLE_BUILD=1 (or true): build from the samples when the configured WordPress is unreachable. */
function sampleBuildAllowed(env: Record<string, string | undefined>): boolean {
  return env.ALLOW_SAMPLE_BUILD === '1' || env.ALLOW_SAMPLE_BUILD === 'true';
}

/**
 * Reads all of WordPress into the store `dir`: every post to its own file as it arrives, and the
 * catalog returned (its entries not derived yet). A WordPress that cannot feed the build fails it,
 * naming the address, unless the owner allows a build from the samples. `clock` gives the build's
 * time once WordPress is read (the time of the pages' data).
 */
export async function collectCatalog(
  dir: string,
  baseUrl: string | null,
  env: Record<string, string | undefined>,
  clock: () => number,
): Promise<CatalogDraft> {
  if (baseUrl === null) return sampleCatalog(null, clock());
  prepareStore(dir);
  const entries: CatalogEntry[] = [];
  try {
    const [site, crawl] = await Promise.all([
      fetchSite(baseUrl),
      crawlPosts(baseUrl, (posts) => {
        for (const crawled of posts) entries.push(entryOf(crawled, writePost(dir, crawled)));
      }),
    ]);
    const products = new Set(entries.map((entry) => entry.id));
    return {
      baseUrl,
      wordpressRead: true,
      fetchedAt: clock(),
      since: crawl.startedAt - SINCE_MARGIN_MS,
      ...site,
      protectedIds: crawl.listedIds.filter((id) => !products.has(id)).sort((a, b) => a - b),
      posts: entries.sort(byListingOrder),
    };
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    if (sampleBuildAllowed(env)) {
      console.warn(`${error.message}; building from the sample products (ALLOW_SAMPLE_BUILD).`);
      return sampleCatalog(baseUrl, clock());
    }
    throw new Error(
      `Cannot build: the WordPress configured in VITE_WORDPRESS_URL (${baseUrl}) cannot feed the build.\n` +
        `${error.message}\nFix the address, or set ALLOW_SAMPLE_BUILD=1 to build from the sample products.`,
      { cause: error },
    );
  }
}
