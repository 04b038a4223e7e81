import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';

import { catalog } from '@/config/site';
import { hasFailedOnce } from '@/lib/has-failed-once';
import { useHydrated } from '@/lib/use-hydrated';
import type { BuildSeed } from '@/wordpress/build-seed';
import { nameCategories } from '@/wordpress/mapping/name-categories';
import { newerPostsQuery, productListQuery, sampleSearchQuery, searchIndexQuery } from '@/wordpress/queries';
import { listingProducts } from '@/wordpress/samples/live-or-samples';
import type { Product, ProductPage } from '@/wordpress/types';
import {
  usePrefetchWordPressQuery,
  useWordPressInfiniteQuery,
  useWordPressQuery,
} from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

import { useCategories } from './use-categories';

export type ListingMode = 'loading' | 'live' | 'sample' | 'error';

export interface ProductListing {
  mode: ListingMode;
  products: Product[];
  error?: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

const PRODUCTS_ERROR = 'Erro ao carregar produtos. Verifique se a URL do WordPress está correta.';
const CATEGORIES_ERROR = 'Erro ao carregar categorias';

interface ListingInput {
  search: string;
  category: string;
  /** The visitor is typing a search: the previous list stays on screen while a category loads. */
  typing: boolean;
  /** The first page the build prerendered: the unfiltered list (the home) or `seedCategory`'s. */
  seed?: BuildSeed<ProductPage> | null;
  /** The category the seed lists (a category page); 'Todos' by default. */
  seedCategory?: string;
  /**
   * The address holds a search, applied once hydration is over (a shared `?q=` link): its index
   * starts loading at once, while the page hydrates.
   */
  searchAhead?: boolean;
}

/**
 * What the home listing shows, decided in this one place from the state of its queries:
 * - live products when WordPress returned some (or the last good ones, when a refresh failed);
 * - the samples when WordPress has no posts, or as soon as its first attempt failed while the
 *   retries go on in the background (spec sections 1 and 4);
 * - the products error over the samples once the retries are spent;
 * - loading until the first answer.
 * A search is answered in the browser (useSearchResults): no request per key. Its results show as
 * soon as the build's index has loaded; posts WordPress modified since the build join them when they
 * come. The index stays when WordPress fails, as the prerendered list does; the samples stand in
 * where the list had already failed.
 */
export function useProductListing({
  search,
  category,
  typing,
  seed,
  seedCategory = catalog.allCategories,
  searchAhead = false,
}: ListingInput): ProductListing {
  const hasWordPress = useHasWordPress();
  const categories = useCategories();
  const hydrated = useHydrated();
  const appliedSearch = search.trim();
  const searching = appliedSearch !== '';
  const seeded = !searching && category === seedCategory;
  // 'Todos' needs no category id, so only a category filter waits for the categories.
  const byCategory = category !== catalog.allCategories;
  const categoryId = byCategory ? categories.all.find((entry) => entry.name === category)?.id : undefined;
  const query = useWordPressInfiniteQuery(
    (wordpress) => ({
      ...productListQuery(wordpress, { search: '', categoryId }),
      // Only while typing: a shared filtered link must not show the unfiltered page meanwhile.
      placeholderData: typing ? keepPreviousData : undefined,
    }),
    {
      seed: seeded && seed ? { ...seed, data: { pages: [seed.data], pageParams: [1] } } : null,
      // Not while hydrating: the address's filters apply right after, and the prerendered page must not
      // spend a request refreshing the unfiltered list they replace. Not for a search: the browser answers it.
      enabled: hydrated && !searching && (!byCategory || categories.isSettled),
    },
  );
  usePrefetchWordPressQuery(searchIndexQuery, searchAhead && !hydrated);
  const indexed = useWordPressQuery(searchIndexQuery, { enabled: hydrated && searching });
  const newer = useWordPressQuery((wordpress) => newerPostsQuery(wordpress, indexed.data?.builtAt ?? null), {
    enabled: hydrated && searching && indexed.data !== undefined,
  });
  // The build's products at once; without its index, WordPress's posts are all there is to wait for.
  const liveSearch =
    indexed.data === undefined
      ? undefined
      : newer.data !== undefined
        ? indexed.data.including(newer.data)
        : indexed.data.builtAt !== null
          ? indexed.data
          : undefined;
  // The index is the build's live list: like the prerendered list, it stays when WordPress fails to
  // say what is newer. The samples stand in only where there is no index, or where the list itself
  // failed before the search (the search follows the list the visitor saw).
  const listFailed = query.data === undefined && (query.isError || hasFailedOnce(query));
  const liveFailed =
    indexed.isError ||
    hasFailedOnce(indexed) ||
    liveSearch?.size === 0 ||
    listFailed ||
    (liveSearch === undefined && (newer.isError || hasFailedOnce(newer)));
  const sampleSearch = useQuery({
    ...sampleSearchQuery(),
    enabled: searching && (!hasWordPress || liveFailed),
  });
  // Once per search text (not per render): at 10,000 products a search takes milliseconds.
  const liveResults = useMemo(
    () =>
      searching && liveSearch !== undefined
        ? inCategory(nameCategories(liveSearch.search(appliedSearch), categories.all), category)
        : [],
    [appliedSearch, categories.all, category, liveSearch, searching],
  );
  const results = useSearchResults(appliedSearch, category);

  const samples = (): { products: Product[]; ready: boolean } => {
    if (!searching) return { products: listingProducts(undefined, { search: '', category }).products, ready: true };
    if (sampleSearch.data === undefined) return { products: [], ready: false };
    return { products: inCategory(sampleSearch.data.search(appliedSearch), category), ready: true };
  };
  const idle = { hasMore: false, isLoadingMore: false, loadMore: () => undefined };
  const sampleListing = (mode: ListingMode, error?: string): ProductListing => {
    const shown = samples();
    return shown.ready ? results.page(mode, shown.products, error) : { ...idle, mode: 'loading', products: [], error };
  };
  if (!hasWordPress) return sampleListing('sample');

  const categoriesError = categories.failed ? CATEGORIES_ERROR : undefined;
  if (searching) {
    if (!liveFailed && liveSearch !== undefined && categories.isSettled) {
      return results.page('live', liveResults, categoriesError);
    }
    if (liveFailed && (indexed.isError || newer.isError || query.isError)) {
      return sampleListing('error', PRODUCTS_ERROR);
    }
    if (liveFailed) return sampleListing('sample', categoriesError);
    return { ...idle, mode: 'loading', products: [], error: categoriesError };
  }

  const live = query.data?.pages.flatMap((page) => page.products);
  // Names come from the categories call: wait for it (or its first failure) so badges do not change.
  if (live !== undefined && categories.isSettled) {
    const shown = listingProducts(live, { search: '', category });
    if (shown.source === 'samples') return sampleListing('sample', categoriesError);
    return {
      mode: 'live',
      products: nameCategories(shown.products, categories.all),
      error: categoriesError,
      hasMore: query.hasNextPage,
      isLoadingMore: query.isFetchingNextPage,
      loadMore: () => void query.fetchNextPage(),
    };
  }
  if (query.isError) return sampleListing('error', PRODUCTS_ERROR);
  if (hasFailedOnce(query)) return sampleListing('sample', categoriesError);
  return { ...idle, mode: 'loading', products: [], error: categoriesError };
}

function inCategory(products: Product[], category: string): Product[] {
  if (category === catalog.allCategories) return products;
  return products.filter((product) =>
    product.category
      .split(',')
      .map((name) => name.trim())
      .includes(category),
  );
}

/**
 * Search results, 20 at a time ('Carregar mais' shows the next 20 already found). A new search or
 * category starts again from the first 20.
 */
function useSearchResults(search: string, category: string) {
  const key = `${search}\n${category}`;
  const [shown, setShown] = useState<{ key: string; count: number }>({ key, count: catalog.pageSize });
  const count = shown.key === key ? shown.count : catalog.pageSize;

  return {
    page(mode: ListingMode, products: Product[], error?: string): ProductListing {
      return {
        mode,
        products: products.slice(0, count),
        error,
        hasMore: products.length > count,
        isLoadingMore: false,
        loadMore: () => setShown({ key, count: count + catalog.pageSize }),
      };
    },
  };
}
