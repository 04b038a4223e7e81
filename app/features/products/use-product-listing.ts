import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { catalog } from '@/config/site';
import { hasFailedOnce } from '@/lib/has-failed-once';
import { useHydrated } from '@/lib/use-hydrated';
import type { BuildSeed } from '@/wordpress/build-seed';
import { inCategory, nameCategories } from '@/wordpress/mapping/name-categories';
import {
  newerPostsQuery,
  productListQuery,
  sampleProductsQuery,
  sampleSearchQuery,
  searchIndexQuery,
  searchResultsQuery,
} from '@/wordpress/queries';
import type { IndexedSearch, SiteSearch } from '@/wordpress/search/load-search';
import type { SearchIndexEntry } from '@/wordpress/search/search-index';
import type { Category, Product, ProductPage } from '@/wordpress/types';
import {
  usePrefetchWordPressQuery,
  useWordPressInfiniteQuery,
  useWordPressQuery,
} from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

import {
  decideListing,
  type ListPages,
  type ProductListing,
  type Reachability,
  type SearchFound,
  type Source,
} from './decide-listing';
import { useCategories, type CategoriesView } from './use-categories';

interface ListingInput {
  search: string;
  category: string;
  /**
   * The visitor is typing a search: the previous list stays on screen while a category or the search
   * loads (a shared filtered link shows no unfiltered list meanwhile).
   */
  typing: boolean;
  /** The first page the build prerendered: the unfiltered list (the home) or `seedCategory`'s. */
  seed?: BuildSeed<ProductPage> | null;
  /** The category the seed lists (a category page); 'Todos' by default. */
  seedCategory?: string;
  /** The samples the build prerendered, for `seedCategory` (a build without WordPress). */
  samplesSeed?: readonly Product[] | null;
  /**
   * The address holds a search, applied once hydration is over (a shared `?q=` link): its index
   * starts loading at once, while the page hydrates.
   */
  searchAhead?: boolean;
}

/**
 * The listing of the home and the category pages: its sources gathered here, one hook each, and what
 * it shows decided by decideListing (decide-listing.ts). No source asks WordPress when there is none
 * (use-wordpress-query.ts).
 */
export function useProductListing(input: ListingInput): ProductListing {
  const hasWordPress = useHasWordPress();
  const categories = useCategories();
  // Spec section 5: a search is applied only when non-empty.
  const search = input.search.trim();
  const { category } = input;
  const list = useListPages({ ...input, search }, categories);
  const shown = useShownCount(search, category);
  const found = useLiveSearch(search, category, categories.all, shown.count, input.searchAhead);
  const samples = useSamples({ ...input, search }, shown.count, hasWordPress, { list, found });
  return decideListing({
    hasWordPress,
    search,
    typing: input.typing,
    category,
    categories,
    list,
    found,
    samples,
    shown,
  });
}

/**
 * WordPress's list for the category, page after page ('Carregar mais'), seeded with the build's first
 * page; its products named from the categories call. Not asked while hydrating (the address's filters
 * apply right after, and the prerendered page must not spend a request refreshing the unfiltered list
 * they replace), nor for a search (the browser answers it).
 */
function useListPages(
  { search, category, typing, seed, seedCategory = catalog.allCategories }: ListingInput,
  categories: CategoriesView,
): Source<ListPages> {
  const hydrated = useHydrated();
  const searching = search !== '';
  // 'Todos' needs no category id, so only a category filter waits for the categories.
  const byCategory = category !== catalog.allCategories;
  const categoryId = byCategory ? categories.all.find((entry) => entry.name === category)?.id : undefined;
  const list = useWordPressInfiniteQuery(
    (wordpress) => ({
      ...productListQuery(wordpress, categoryId),
      // Only while typing: a shared filtered link must not show the unfiltered page meanwhile.
      placeholderData: typing ? keepPreviousData : undefined,
    }),
    {
      seed:
        !searching && category === seedCategory && seed
          ? { ...seed, data: { pages: [seed.data], pageParams: [1] } }
          : null,
      enabled: hydrated && !searching && (!byCategory || categories.isSettled),
    },
  );
  const source = sourceOf(list);
  if (source.status !== 'ready') return source;
  const products = source.data.pages.flatMap((page) => page.products);
  return {
    status: 'ready',
    data: {
      reachable: reachability(list, hydrated),
      products: nameCategories(products, categories.all),
      hasMore: list.hasNextPage,
      isLoadingMore: list.isFetchingNextPage,
      loadMore: () => void list.fetchNextPage(),
    },
  };
}

/**
 * Whether WordPress answers for the list on screen (decide-listing.ts, Reachability). A prerendered
 * page does not know it yet: the build's data may be days old, and the page is the same for every
 * visit, so its banner keeps its room without a claim until the page has hydrated.
 */
function reachability(
  list: { isError: boolean; failureCount: number; isStale: boolean; isFetchedAfterMount: boolean },
  hydrated: boolean,
): Reachability {
  if (!hydrated) return 'unknown';
  if (list.isError) return 'no';
  if (list.failureCount > 0 || (list.isStale && !list.isFetchedAfterMount)) return 'unknown';
  return 'yes';
}

/**
 * The search, answered in the browser (no request to WordPress per key): the build's index, fetched
 * a fragment at a time as the words need them, with the posts WordPress modified since once they
 * come; its results in the category, named. While a search's fragments load, the previous results
 * stay (`updating`). A shared `?q=` link (`searchAhead`) starts loading the index while the page hydrates.
 */
function useLiveSearch(
  search: string,
  category: string,
  categories: readonly Category[],
  count: number,
  searchAhead = false,
): Source<SearchFound> {
  const hydrated = useHydrated();
  const searching = search !== '';
  usePrefetchWordPressQuery(searchIndexQuery, searchAhead && !hydrated);
  const index = useWordPressQuery(searchIndexQuery, { enabled: hydrated && searching });
  const newer = useWordPressQuery((wordpress) => newerPostsQuery(wordpress, index.data?.builtAt ?? null), {
    enabled: hydrated && searching && index.data !== undefined,
  });
  const newerPosts = sourceOf(newer);
  const live = withNewerPosts(sourceOf(index), newerPosts);
  const engine = live.status === 'ready' ? live.data : undefined;
  const results = useSearchResults(engine, search, category, count);
  if (live.status !== 'ready') return live;
  return foundIn(results, categories, answered(newerPosts));
}

/**
 * Whether WordPress answers for the results: the build's index answers without it, so the search's
 * one request to WordPress (what changed since the build) says it.
 */
function answered(newer: Source<SearchIndexEntry[]>): Reachability {
  if (newer.status === 'ready') return 'yes';
  return newer.status === 'failed' ? 'no' : 'unknown';
}

/** One search's results over `engine`, the previous ones kept while the next load. */
function useSearchResults(engine: SiteSearch | undefined, search: string, category: string, count: number) {
  useEffect(() => engine?.prefetch(search), [engine, search]);
  return useQuery({
    ...searchResultsQuery(engine, search, category, count),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
}

function foundIn(
  results: ReturnType<typeof useSearchResults>,
  categories: readonly Category[],
  reachable: Reachability,
): Source<SearchFound> {
  const source = sourceOf(results);
  if (source.status !== 'ready') return source;
  const found = source.data;
  return {
    status: 'ready',
    data: {
      ...found,
      products: nameCategories(found.products, categories),
      updating: results.isPlaceholderData,
      reachable,
    },
  };
}

/**
 * The index, with the posts newer than it once WordPress said which (it stays when WordPress fails to
 * say, as the prerendered list does). Without the build's index (`builtAt` null), WordPress's posts
 * are all there is to wait for.
 */
function withNewerPosts(index: Source<IndexedSearch>, newer: Source<SearchIndexEntry[]>): Source<SiteSearch> {
  if (index.status !== 'ready') return index;
  if (newer.status === 'ready') return { status: 'ready', data: index.data.including(newer.data) };
  return index.data.builtAt !== null ? index : newer;
}

/**
 * The samples that stand in: the category's, or those the samples' own search finds there. Asked for
 * only where they may stand in (no WordPress, its list not there or empty, a search failing); a build
 * without WordPress hands over those it prerendered, so its page hydrates with them.
 */
function useSamples(
  { search, category, samplesSeed, seedCategory = catalog.allCategories }: ListingInput,
  count: number,
  hasWordPress: boolean,
  live: { list: Source<ListPages>; found: Source<SearchFound> },
): Product[] | undefined {
  const { list, found } = live;
  const failing = (source: Source<unknown>) => source.status === 'retrying' || source.status === 'failed';
  // A search does not ask for the list, so a list not there is no failure; the samples stand in for
  // a search only where WordPress has no product or fails.
  const wanted =
    !hasWordPress ||
    failing(list) ||
    failing(found) ||
    (search === ''
      ? list.status !== 'ready' || list.data.products.length === 0
      : found.status === 'ready' && found.data.searched === 0);
  const seeded = category === seedCategory && samplesSeed ? [...samplesSeed] : undefined;
  const categorySamples = useQuery({ ...sampleProductsQuery(category), enabled: wanted, initialData: seeded });
  const sampleSearch = useQuery({ ...sampleSearchQuery(), enabled: wanted && search !== '' });
  const results = useSearchResults(sampleSearch.data, search, category, count);
  if (search === '') return categorySamples.data;
  if (results.data?.text !== search) return undefined;
  return results.data.unfinished ? categorySamples.data : inCategory(results.data.products, category);
}

/** Where a query stands: its data first (the last good data when a refresh failed), then its failures. */
function sourceOf<T>(query: {
  data: T | undefined;
  isError: boolean;
  failureCount: number;
  errorUpdateCount: number;
}): Source<T> {
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  if (query.isError) return { status: 'failed' };
  return hasFailedOnce(query) ? { status: 'retrying' } : { status: 'waiting' };
}

/**
 * Lists held in the browser (search results, samples) show 20 products at a time, 'Carregar mais'
 * the next 20; a new search or category starts again from the first 20.
 */
function useShownCount(search: string, category: string) {
  const key = `${search}\n${category}`;
  const [shown, setShown] = useState<{ key: string; count: number }>({ key, count: catalog.pageSize });
  const count = shown.key === key ? shown.count : catalog.pageSize;
  return { count, more: () => setShown({ key, count: count + catalog.pageSize }) };
}
