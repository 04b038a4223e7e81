import { catalog } from '@/config/site';

import type { ProductPage } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { listedProducts } from './listed-products';
import { getWordPressJson, totalPagesOf } from '../client';
import { postListUrl } from '../endpoints';

export interface ProductListFilters {
  search: string;
  categoryId?: number;
}

/** One page of the listing (spec section 7: page n, 20 per page, optional category and search). */
export async function fetchProductPage(
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
