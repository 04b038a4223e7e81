// What an update of the build (npm run build:update) rewrites, from the last build's catalog and
// what WordPress answers now. A page is a function of the catalog's data it shows (see the route
// loaders and app/wordpress/catalog/catalog-data.server.ts), so it is rendered again exactly when that
// data changed:
//   - every page shows the categories, the site pages' links and the owner's settings: when one of
//     them changes (or the catalog becomes empty, or stops being), every page is rendered again;
//   - a product page shows its post, mapped with the build's clock (new, price freshness) and the
//     permalinks of the other posts its links point to;
//   - the home shows the first page of the listing and 'Mais Lidas', a category page the first page
//     of its own listing: their products' cards, and how many pages follow;
//   - a site page shows its WordPress page;
//   - the SPA fallback, rendered from `/`, carries the home's data;
//   - the sitemap shows every product; the search index's fragments that a changed post touches are
//     rewritten apart (search/search-files.ts).
import { catalog as catalogConstants, SITE_PAGE_SLUGS } from '../app/config/site.ts';
import { CATALOG_FILES, HOME_PATH, productPath, sitePagePath, SPA_FALLBACK_PATH } from '../app/config/paths.ts';
import {
  byListingOrder,
  entryOf,
  postDigest,
  type Catalog,
  type CatalogDraft,
  type CatalogEntry,
  type CrawledPost,
} from '../app/wordpress/catalog/catalog.ts';
import { categoryPages, changedPermalinks, everyPageShows } from '../app/wordpress/catalog/catalog-pages.ts';
import type { WordPressSite } from '../app/wordpress/catalog/crawl.server.ts';

/** What WordPress answers an update with. */
export interface WordPressNow {
  site: WordPressSite;
  /** Every post modified since the build, and any post listed now that the build never saw. */
  posts: CrawledPost[];
  /** Posts modified since the build that are password-protected now: not products any more. */
  protectedIds: readonly number[];
  /** Every public post now, password-protected ones included. */
  publishedIds: ReadonlySet<number>;
  /** WordPress's clock for the next update (see store/collect.ts, SINCE_MARGIN_MS). */
  since: number;
}

export interface UpdatePlan {
  /** Every page changes: the update renders them all, from a full read of WordPress. */
  full: boolean;
  /** The catalog after the update; the posts in `derive` get their derived fields once derived. */
  next: CatalogDraft;
  /** Posts to keep in the store (new or changed). */
  written: CrawledPost[];
  /** Products to map again: their page changes. */
  derive: number[];
  /** Products that are gone (deleted, unpublished, private or password-protected). */
  removed: number[];
}

export function planUpdate(old: Catalog, now: WordPressNow, clock: number): UpdatePlan {
  const fetched = new Map(now.posts.map((crawled) => [crawled.post.id, crawled]));
  const gone = new Set(now.protectedIds);
  const isKept = (entry: CatalogEntry) => now.publishedIds.has(entry.id) && !gone.has(entry.id);
  const kept = old.posts.filter(isKept);
  const removed = old.posts.filter((entry) => !isKept(entry)).map((entry) => entry.id);
  const oldById = new Map(old.posts.map((entry) => [entry.id, entry]));
  const written = [...fetched.values()].filter(
    (crawled) => !gone.has(crawled.post.id) && oldById.get(crawled.post.id)?.digest !== postDigest(crawled),
  );
  const changed = new Map(written.map((crawled) => [crawled.post.id, crawled]));
  const posts = [
    ...kept.filter((entry) => !changed.has(entry.id)),
    ...written.map((crawled) => entryOf(crawled, postDigest(crawled))),
  ].sort(byListingOrder);
  const products = new Set(posts.map((entry) => entry.id));
  const next: CatalogDraft = {
    ...old,
    ...now.site,
    fetchedAt: clock,
    since: now.since,
    protectedIds: [...now.publishedIds].filter((id) => !products.has(id)).sort((a, b) => a - b),
    posts,
  };
  const full = everyPageShows(old) !== everyPageShows(next);
  const links = changedPermalinks(old.posts, posts);
  const derive = posts
    .filter(
      (entry) =>
        changed.has(entry.id) ||
        entry.linkKeys.some((key) => links.has(key)) ||
        (entry.judgedUntil !== null && entry.judgedUntil <= clock),
    )
    .map((entry) => entry.id);
  return { full, next, written, derive, removed };
}

/** What a listing page shows of its products: their cards, and how many pages there are. */
function listingShows(entries: readonly CatalogEntry[]): string {
  return JSON.stringify({
    cards: entries.slice(0, catalogConstants.pageSize).map((entry) => [entry.id, entry.cardDigest]),
    pages: Math.ceil(entries.length / catalogConstants.pageSize),
  });
}

function mostReadShows(catalog: Pick<CatalogDraft, 'mostReadIds' | 'posts'>): string {
  const byId = new Map(catalog.posts.map((entry) => [entry.id, entry]));
  return JSON.stringify(catalog.mostReadIds?.flatMap((id) => byId.get(id)?.cardDigest ?? []) ?? null);
}

/**
 * The paths an update renders once `derived` (the products mapped again, their entries up to date
 * in `next`) are known, when not every page changes. The sitemap always.
 */
export function pathsToRender(old: Catalog, next: CatalogDraft, derived: readonly number[]): string[] {
  const paths = [...CATALOG_FILES, ...derived.map(productPath)];
  const homeChanged =
    listingShows(old.posts) !== listingShows(next.posts) || mostReadShows(old) !== mostReadShows(next);
  // React Router renders the SPA fallback from the path `/`, with the home's data in it.
  if (homeChanged) paths.push(HOME_PATH, SPA_FALLBACK_PATH);
  for (const { path, lists } of categoryPages(next)) {
    if (listingShows(old.posts.filter(lists)) !== listingShows(next.posts.filter(lists))) paths.push(path);
  }
  for (const slug of SITE_PAGE_SLUGS) {
    const page = (catalog: Pick<CatalogDraft, 'pages'>) =>
      JSON.stringify(catalog.pages.find((entry) => entry.slug === slug));
    if (page(old) !== page(next)) paths.push(sitePagePath(slug));
  }
  return paths;
}
