import { infiniteQueryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import type { ProductPage } from '../types';
import { wordpressKeys } from '../query-keys';
import type { LiveWordPress } from '../wordpress-context';
import { listedProducts } from './listed-products';
import { getWordPressJson, totalPagesOf } from '../client';
import { postListUrl } from '../endpoints';

export interface ProductListFilters {
  search: string;
  categoryId?: number;
}

/** One page of the listing (spec section 7: page n, 20 per page, optional category and search). */
async function fetchProductPage(
  wordpress: LiveWordPress,
  { page, search, categoryId }: ProductListFilters & { page: number },
  signal?: AbortSignal,
): Promise<ProductPage> {
  const url = postListUrl(wordpress.baseUrl, {
    page,
    perPage: catalog.pageSize,
    categoryId,
    search: search || undefined,
  });
  const { body, headers } = await getWordPressJson(url, { signal });
  const products = await listedProducts(wordpress, body, url, signal);
  return { products, totalPages: totalPagesOf(headers) ?? page };
}

export function productListQuery(wordpress: LiveWordPress, filters: ProductListFilters) {
  return infiniteQueryOptions({
    queryKey: wordpressKeys.list(wordpress.baseUrl, filters),
    queryFn: ({ pageParam, signal }) => fetchProductPage(wordpress, { ...filters, page: pageParam }, signal),
    initialPageParam: 1,
    // A page past the last one is never requested: WordPress answers it with 400.
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPageParam < lastPage.totalPages ? lastPageParam + 1 : undefined,
  });
}
