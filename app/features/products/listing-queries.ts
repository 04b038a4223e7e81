import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';

import { getCategories } from './api/get-categories';
import { loadProductPage } from './api/load-products';
import { mapCategory } from './model/map-category';
import type { Category, ProductPage } from './model/product';
import { productKeys } from './query-keys';

export function categoriesQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.categories(baseUrl),
    queryFn: async ({ signal, client, queryKey }): Promise<Category[]> => {
      const { categories, failed } = await getCategories(baseUrl, signal);
      // A failed refresh keeps the categories already known, so an active filter keeps working.
      const known = failed ? client.getQueryData<Category[]>(queryKey) : undefined;
      return known ?? categories.map(mapCategory);
    },
  });
}

export function productListQueryOptions(baseUrl: string, filters: { search: string; categoryId?: number }) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(baseUrl, filters),
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      loadProductPage(
        baseUrl,
        { ...filters, page: pageParam },
        signal,
        client.getQueryData<InfiniteData<ProductPage>>(queryKey)?.pages[pageParam - 1],
      ),
    initialPageParam: 1,
    // A page past the last one is never requested: WordPress answers it with 400.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.source === 'live' && lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  });
}
