import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { getCategories } from './api/get-categories';
import { loadProductPage } from './api/load-products';
import { mapCategory } from './model/map-category';
import type { Category } from './model/product';
import { productKeys } from './query-keys';

export function categoriesQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.categories(baseUrl),
    queryFn: async ({ signal }): Promise<Category[]> => (await getCategories(baseUrl, signal)).map(mapCategory),
  });
}

export function productListQueryOptions(baseUrl: string, filters: { search: string; categoryId?: number }) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(baseUrl, filters),
    queryFn: ({ pageParam, signal }) => loadProductPage(baseUrl, { ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    // A page past the last one is never requested: WordPress answers it with 400.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.source === 'live' && lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  });
}
