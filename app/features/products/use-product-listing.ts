import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { catalog } from '@/config/site';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';

import { productListQueryOptions } from '@/wordpress/queries/product-list';
import { seededQuery, type BuildSeed } from '@/wordpress/build-seed';
import { filterSampleProducts } from '@/wordpress/samples/filter-samples';
import { nameCategories } from '@/wordpress/mapping/name-categories';
import type { Product, ProductPage } from '@/wordpress/types';
import { useCategories } from './use-categories';
import { hasFailedOnce } from '@/lib/has-failed-once';

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
  baseUrl: string | null;
  search: string;
  category: string;
  /** The visitor is typing a search: the previous results stay on screen meanwhile. */
  typing: boolean;
  /** The unfiltered first page the build prerendered. */
  seed?: BuildSeed<ProductPage> | null;
}

/**
 * What the home listing shows, decided in this one place from the state of its queries:
 * - live products when WordPress returned some (or the last good ones, when a refresh failed);
 * - the samples, filtered locally, when WordPress has no posts, or as soon as its first attempt
 *   failed while the retries go on in the background (spec sections 1 and 4);
 * - the products error over the samples once the retries are spent;
 * - loading until the first answer.
 * The WordPress request waits until typing pauses; the previous results stay on screen meanwhile.
 */
export function useProductListing({ baseUrl, search, category, typing, seed }: ListingInput): ProductListing {
  const categories = useCategories(baseUrl);
  const hydrated = useHydrated();
  const debouncedSearch = useDebouncedValue(search.trim(), catalog.searchDebounceMs);
  // Only typing waits for a pause; a search from the address (link, reload, back) applies at once.
  const appliedSearch = typing ? debouncedSearch : search.trim();
  const filtered = category !== catalog.allCategories || appliedSearch !== '';
  // 'Todos' needs no category id, so only a category filter waits for the categories.
  const byCategory = category !== catalog.allCategories;
  const categoryId = byCategory ? categories.all.find((entry) => entry.name === category)?.id : undefined;
  const query = useInfiniteQuery({
    ...productListQueryOptions(baseUrl ?? '', { search: appliedSearch, categoryId }),
    ...(!filtered && seed ? seededQuery({ ...seed, data: { pages: [seed.data], pageParams: [1] } }, baseUrl) : {}),
    // Not while hydrating: the address's filters apply right after, and the prerendered page must not
    // spend a request refreshing the unfiltered list they replace.
    enabled: hydrated && baseUrl !== null && (!byCategory || categories.isSettled),
    // Only while typing: a shared filtered link must not show the unfiltered page meanwhile.
    placeholderData: typing ? keepPreviousData : undefined,
  });

  const samples = () => filterSampleProducts({ search, category });
  const idle = { hasMore: false, isLoadingMore: false, loadMore: () => undefined };
  if (baseUrl === null) return { ...idle, mode: 'sample', products: samples() };

  const categoriesError = categories.failed ? CATEGORIES_ERROR : undefined;
  const live = query.data?.pages.flatMap((page) => page.products);
  // Names come from the categories call: wait for it (or its first failure) so badges do not change.
  if (live !== undefined && categories.isSettled) {
    // A WordPress without posts is a reason for samples; a filter that matched nothing is not.
    if (live.length === 0 && !filtered) return { ...idle, mode: 'sample', products: samples(), error: categoriesError };
    return {
      mode: 'live',
      products: nameCategories(live, categories.all),
      error: categoriesError,
      hasMore: query.hasNextPage,
      isLoadingMore: query.isFetchingNextPage,
      loadMore: () => void query.fetchNextPage(),
    };
  }
  if (query.isError) return { ...idle, mode: 'error', products: samples(), error: PRODUCTS_ERROR };
  if (hasFailedOnce(query)) return { ...idle, mode: 'sample', products: samples(), error: categoriesError };
  return { ...idle, mode: 'loading', products: [], error: categoriesError };
}
