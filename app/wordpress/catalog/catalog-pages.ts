// Which pages a catalog has, and what of it each shows: the site builder's list of pages to write
// (a full build) and to write again (an update, site-builder/update-plan.ts) follow these, so that
// they say exactly what the loaders (catalog-data.server.ts) put on each page.
import { categoryPath, fixedPaths, productPath } from '../../config/paths';
import { canonicalJson } from '../../lib/canonical-json';
import { indexPermalinks } from '../content/content-urls';
import { mapCategory } from '../mapping/map-category';
import { mapPageLink } from '../mapping/map-site-page';
import { prerenderedCategorySlugs } from '../samples/live-or-samples';
import { prerenderedProductIds } from '../samples/sample-listing';
import type { CatalogDraft, CatalogEntry } from './catalog';

/** Every path the build prerenders for this catalog (the SPA fallback aside). */
export function catalogPaths(catalog: Pick<CatalogDraft, 'posts' | 'categories'>): string[] {
  const ids = catalog.posts.map((entry) => String(entry.id));
  return [
    ...fixedPaths(),
    ...prerenderedProductIds(ids).map(productPath),
    ...prerenderedCategorySlugs(catalog.categories.map(mapCategory), ids.length > 0).map(categoryPath),
  ];
}

/** The category pages of a catalog with products, each with the posts it lists. */
export function categoryPages(
  catalog: Pick<CatalogDraft, 'posts' | 'categories'>,
): { path: string; lists: (entry: CatalogEntry) => boolean }[] {
  const categories = catalog.categories.map(mapCategory);
  const written = new Set(prerenderedCategorySlugs(categories, catalog.posts.length > 0));
  return categories
    .filter((category) => written.has(category.slug))
    .map((category) => ({
      path: categoryPath(category.slug),
      lists: (entry) => entry.categories.includes(category.id),
    }));
}

/**
 * What every page shows of the catalog (the root loader's data), as one comparable text: the stored
 * catalog's settings come back in its schema's key order, the crawl's in the order it set them.
 */
export function everyPageShows(catalog: Pick<CatalogDraft, 'categories' | 'pages' | 'settings' | 'posts'>): string {
  return canonicalJson({
    categories: catalog.categories.map(mapCategory),
    pageLinks: catalog.pages.map(mapPageLink),
    settings: catalog.settings,
    live: catalog.posts.length > 0,
  });
}

/** The permalink keys that lead to another post (or to none) in `after` than in `before`. */
export function changedPermalinks(before: readonly CatalogEntry[], after: readonly CatalogEntry[]): Set<string> {
  const was = indexPermalinks(before);
  const is = indexPermalinks(after);
  return new Set([...was.keys(), ...is.keys()].filter((key) => was.get(key) !== is.get(key)));
}
