import { infiniteQueryOptions, queryOptions, skipToken, type InfiniteData } from '@tanstack/react-query';

import { SEARCH_META_PATH } from '../config/paths';
import { wordpressKeys } from './query-keys';
import { fetchSearchFile } from './search/fetch-search-file';
import type { SiteSearch } from './search/load-search';
import type { Product, ProductPage } from './types';
import type { LiveWordPress } from './wordpress-context';

// The gateway's queries: what each one is keyed by and how it behaves in the cache. What a request
// does (fetch, validate, map) is loaded with the first request (./fetch/*): a page shown from the
// build's fresh data never downloads the validation and mapping code. A refresh hands the fetcher
// what the cache holds, which it keeps when WordPress says nothing changed (fetch/post-versions.ts).

/** GET {base}/categories (spec section 7). */
export function categoriesQuery({ baseUrl }: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.categories(baseUrl),
    queryFn: async ({ signal }) => (await import('./fetch/categories')).fetchCategories(baseUrl, signal),
  });
}

/** The listing, page after page ('Carregar mais'): every product, or a category's (`categoryId`). */
export function productListQuery(wordpress: LiveWordPress, categoryId?: number) {
  return infiniteQueryOptions({
    queryKey: wordpressKeys.list(wordpress.baseUrl, categoryId),
    queryFn: async ({ pageParam, signal, client, queryKey }) => {
      const cached = client.getQueryData<InfiniteData<ProductPage, number>>(queryKey);
      const previous = cached?.pages[cached.pageParams.indexOf(pageParam)];
      return (await import('./fetch/product-list')).fetchProductPage(
        wordpress,
        { page: pageParam, categoryId },
        signal,
        previous,
      );
    },
    initialPageParam: 1,
    // A page past the last one is never requested: WordPress answers it with 400.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  });
}

/** One product page. */
export function productDetailQuery(wordpress: LiveWordPress, id: string) {
  return queryOptions({
    queryKey: wordpressKeys.product(wordpress.baseUrl, id),
    queryFn: async ({ signal, client, queryKey }) =>
      (await import('./fetch/product-detail')).fetchProduct(
        wordpress,
        id,
        signal,
        client.getQueryData<Product>(queryKey),
      ),
    // The route's clientLoader starts this query; retrying what it already settled would ask again
    // for a post WordPress said is missing.
    retryOnMount: false,
  });
}

/** 'Mais Lidas' from the companion plugin's counts. */
export function mostReadQuery(wordpress: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.mostRead(wordpress.baseUrl),
    queryFn: async ({ signal, client, queryKey }) =>
      (await import('./fetch/most-read')).fetchMostRead(
        wordpress,
        client,
        signal,
        client.getQueryData<Product[] | null>(queryKey),
      ),
  });
}

/** Which of the site's institutional pages the WordPress has. */
export function sitePageListQuery({ baseUrl }: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.pageList(baseUrl),
    queryFn: async ({ signal }) => (await import('./fetch/site-page-list')).fetchSitePageList(baseUrl, signal),
    // Institutional pages change rarely and a change rebuilds the site: what the build found holds.
    staleTime: Infinity,
  });
}

/** One of the site's institutional pages. */
export function sitePageQuery({ baseUrl }: LiveWordPress, slug: string) {
  return queryOptions({
    queryKey: wordpressKeys.page(baseUrl, slug),
    queryFn: async ({ signal }) => (await import('./fetch/site-page')).fetchSitePage(baseUrl, slug, signal),
    // Started by the route's clientLoader; a page WordPress lacks is not asked for again.
    retryOnMount: false,
  });
}

/**
 * The listing's search over the build's products (its index's fragments for this WordPress), loaded
 * with the first search of the visit (never with the first paint), each search fetching the fragments
 * its words need.
 */
export function searchIndexQuery({ baseUrl }: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.search(baseUrl),
    queryFn: async ({ signal }) => {
      // The index's first file is asked for with the search's code, not after it has come.
      const meta = fetchSearchFile(SEARCH_META_PATH, signal);
      meta.catch(() => undefined);
      return (await import('./search/load-search')).loadIndexedSearch(baseUrl, { signal, meta });
    },
    staleTime: Infinity,
  });
}

/**
 * The posts WordPress modified after the build (`since`), added to the search once they come; every
 * recent post without the build's index (`since` null). Once per visit.
 */
export function newerPostsQuery(wordpress: LiveWordPress, since: number | null) {
  return queryOptions({
    queryKey: wordpressKeys.newerPosts(wordpress.baseUrl, since),
    queryFn: async ({ signal, client }) =>
      (await import('./search/load-search')).loadNewerEntries(
        wordpress,
        since,
        // The header's menu has read them by then; without them, new posts are found without their category.
        () => client.getQueryData(categoriesQuery(wordpress).queryKey) ?? [],
        signal,
      ),
    staleTime: Infinity,
  });
}

/**
 * One search's results over `search` (the build's index, or products indexed here; none yet: the
 * query waits): its fragments and the cards shown are fetched by the first search that needs them.
 */
export function searchResultsQuery(search: SiteSearch | undefined, text: string, category: string, count: number) {
  return queryOptions({
    queryKey: ['search-results', search?.version ?? 0, text, category, count] as const,
    queryFn: search === undefined ? skipToken : () => search.results(text, category, count),
    staleTime: Infinity,
  });
}

/** A category's samples, loaded on demand: a live site's first visit does not download them. */
export function sampleProductsQuery(category: string) {
  return queryOptions({
    queryKey: ['samples', 'products', category] as const,
    queryFn: async () => (await import('./samples/sample-listing')).sampleProductsIn(category),
    staleTime: 'static',
  });
}

/** The samples' search (no WordPress, or one that failed): the same engine over the sample products. */
export function sampleSearchQuery() {
  return queryOptions({
    queryKey: ['samples', 'search'] as const,
    queryFn: async () => (await import('./search/load-search')).loadSampleSearch(),
    staleTime: Infinity,
  });
}
