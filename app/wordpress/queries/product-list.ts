import { infiniteQueryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import type { ProductPage } from '@/wordpress/types';
import { productKeys } from '@/wordpress/query-keys';
import { listedProducts } from '@/wordpress/queries/listed-products';
import { getWordPressJson, totalPagesOf } from '@/wordpress/client';
import { postListUrl } from '@/wordpress/endpoints';

export interface ProductListFilters {
  search: string;
  categoryId?: number;
}

/** One page of the listing (spec section 7: page n, 20 per page, optional category and search). */
async function fetchProductPage(
  baseUrl: string,
  { page, search, categoryId }: ProductListFilters & { page: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const url = postListUrl(baseUrl, { page, perPage: catalog.pageSize, categoryId, search: search || undefined });
  const { body, headers } = await getWordPressJson(url, { signal });
  const products = await listedProducts(baseUrl, body, url, signal);
  return { products, totalPages: totalPagesOf(headers) ?? page };
}

export function productListQueryOptions(baseUrl: string, filters: ProductListFilters) {
  return infiniteQueryOptions({
    queryKey: productKeys.list(baseUrl, filters),
    queryFn: ({ pageParam, signal }) => fetchProductPage(baseUrl, { ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    // A page past the last one is never requested: WordPress answers it with 400.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  });
}
