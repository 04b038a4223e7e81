import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { htmlToInlineText } from '@/lib/html-to-text';

import { getCategories } from './api/get-categories';
import { loadProductDetail, ProductNotFoundError } from './api/load-product';
import { loadProductPage } from './api/load-products';
import type { Category } from './model/product';

/** The one query key factory of the products feature. Every key starts with the WordPress base. */
export const productKeys = {
  all: (baseUrl: string | null) => ['products', baseUrl] as const,
  categories: (baseUrl: string) => [...productKeys.all(baseUrl), 'categories'] as const,
  list: (baseUrl: string, filters: { search: string; categoryId?: number }) =>
    [...productKeys.all(baseUrl), 'list', filters] as const,
  detail: (baseUrl: string | null, id: string) => [...productKeys.all(baseUrl), 'detail', id] as const,
};

export function categoriesQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.categories(baseUrl),
    queryFn: async ({ signal }): Promise<Category[]> =>
      (await getCategories(baseUrl, signal)).map(({ id, name, count }) => ({ id, name: htmlToInlineText(name), count })),
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

export function productDetailQueryOptions(baseUrl: string | null, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(baseUrl, id),
    queryFn: ({ signal }) => loadProductDetail(baseUrl, id, signal),
    retry: (failureCount, error) => !(error instanceof ProductNotFoundError) && failureCount < 3,
  });
}
