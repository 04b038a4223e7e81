import { keepPreviousData } from '@tanstack/react-query';

import { catalog } from '@/config/site';
import { hasFailedOnce } from '@/lib/has-failed-once';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';
import type { BuildSeed } from '@/wordpress/build-seed';
import { nameCategories } from '@/wordpress/mapping/name-categories';
import { productListQuery } from '@/wordpress/queries';
import { listingProducts } from '@/wordpress/samples/live-or-samples';
import type { Product, ProductPage } from '@/wordpress/types';
import { useWordPressInfiniteQuery } from '@/wordpress/use-wordpress-query';
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
  /** The visitor is typing a search: the previous results stay on screen meanwhile. */
  typing: boolean;
  /** The first page the build prerendered: the unfiltered list (the home) or `seedCategory`'s. */
  seed?: BuildSeed<ProductPage> | null;
  /** The category the seed lists (a category page); 'Todos' by default. */
  seedCategory?: string;
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
export function useProductListing({
  search,
  category,
  typing,
  seed,
  seedCategory = catalog.allCategories,
}: ListingInput): ProductListing {
  const hasWordPress = useHasWordPress();
  const categories = useCategories();
  const hydrated = useHydrated();
  const debouncedSearch = useDebouncedValue(search.trim(), catalog.searchDebounceMs);
  // Only typing waits for a pause; a search from the address (link, reload, back) applies at once.
  const appliedSearch = typing ? debouncedSearch : search.trim();
  const seeded = appliedSearch === '' && category === seedCategory;
  // 'Todos' needs no category id, so only a category filter waits for the categories.
  const byCategory = category !== catalog.allCategories;
  const categoryId = byCategory ? categories.all.find((entry) => entry.name === category)?.id : undefined;
  const query = useWordPressInfiniteQuery(
    (wordpress) => ({
      ...productListQuery(wordpress, { search: appliedSearch, categoryId }),
      // Only while typing: a shared filtered link must not show the unfiltered page meanwhile.
      placeholderData: typing ? keepPreviousData : undefined,
    }),
    {
      seed: seeded && seed ? { ...seed, data: { pages: [seed.data], pageParams: [1] } } : null,
      // Not while hydrating: the address's filters apply right after, and the prerendered page must not
      // spend a request refreshing the unfiltered list they replace.
      enabled: hydrated && (!byCategory || categories.isSettled),
    },
  );

  const samples = () => listingProducts(undefined, { search, category }).products;
  const idle = { hasMore: false, isLoadingMore: false, loadMore: () => undefined };
  if (!hasWordPress) return { ...idle, mode: 'sample', products: samples() };

  const categoriesError = categories.failed ? CATEGORIES_ERROR : undefined;
  const live = query.data?.pages.flatMap((page) => page.products);
  // Names come from the categories call: wait for it (or its first failure) so badges do not change.
  if (live !== undefined && categories.isSettled) {
    const shown = listingProducts(live, { search: appliedSearch, category });
    if (shown.source === 'samples') return { ...idle, mode: 'sample', products: samples(), error: categoriesError };
    return {
      mode: 'live',
      products: nameCategories(shown.products, categories.all),
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
