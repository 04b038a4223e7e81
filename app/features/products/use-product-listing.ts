import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';

import { catalog } from '@/config/site';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';

import { filterSampleProducts } from './model/filter-samples';
import { seededQuery, type BuildSeed } from './build-seed';
import type { Product, ProductPage } from './model/product';
import { productListQueryOptions } from './listing-queries';
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
  baseUrl: string | null;
  search: string;
  category: string;
  /** The visitor is typing a search: the previous results stay on screen meanwhile. */
  typing: boolean;
  /** The unfiltered first page the build prerendered. */
  seed?: BuildSeed<ProductPage> | null;
}

/**
 * The home listing of spec section 4: live posts when WordPress returns any, otherwise the sample
 * products filtered locally. The WordPress request waits until typing pauses; the previous results
 * stay on screen meanwhile.
 */
export function useProductListing({ baseUrl, search, category, typing, seed }: ListingInput): ProductListing {
  const categories = useCategories(baseUrl);
  const hydrated = useHydrated();
  const debouncedSearch = useDebouncedValue(search.trim(), catalog.searchDebounceMs);
  // Only typing waits for a pause; a search from the address (link, reload, back) applies at once.
  const appliedSearch = typing ? debouncedSearch : search.trim();
  const filtered = category !== catalog.allCategories;
  // 'Todos' needs no category id, so only a filtered first load waits for the categories.
  const categoryId = filtered ? categories.all.find((entry) => entry.name === category)?.id : undefined;
  const query = useInfiniteQuery({
    ...productListQueryOptions(baseUrl ?? '', { search: appliedSearch, categoryId }),
    ...(appliedSearch === '' && !filtered && seed ? seededFirstPage(seed, baseUrl) : {}),
    // Not while hydrating: the address's filters apply right after, and the prerendered page must not
    // spend a request refreshing the unfiltered list they replace.
    enabled: hydrated && baseUrl !== null && (!filtered || categories.isSettled),
    // Only while typing: a shared filtered link must not show the unfiltered page meanwhile.
    placeholderData: typing ? keepPreviousData : undefined,
  });

  const samples = () => filterSampleProducts({ search, category });
  const base = { hasMore: false, isLoadingMore: false, loadMore: () => undefined };

  if (baseUrl === null) return { ...base, mode: 'sample', products: samples() };
  if (query.isError) return { ...base, mode: 'error', products: [], error: PRODUCTS_ERROR };
  const categoriesError = categories.isError ? CATEGORIES_ERROR : undefined;
  if (query.data === undefined) return { ...base, mode: 'loading', products: [], error: categoriesError };
  const [firstPage] = query.data.pages;
  if (firstPage === undefined || firstPage.source === 'sample') {
    return { ...base, mode: 'sample', products: samples(), error: categoriesError };
  }
  return {
    mode: 'live',
    products: query.data.pages.flatMap((page) => page.products),
    error: categoriesError,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

function seededFirstPage(seed: BuildSeed<ProductPage>, baseUrl: string | null) {
  return seededQuery({ ...seed, data: { pages: [seed.data], pageParams: [1] } }, baseUrl);
}
