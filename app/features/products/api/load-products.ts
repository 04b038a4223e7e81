import { catalog } from '@/config/site';

import type { ProductPage } from '../model/product';
import { getPosts } from './get-posts';
import { mapPostWithImage } from './map-post-with-image';

export interface ProductPageQuery {
  page: number;
  categoryId?: number;
  search: string;
}

/**
 * One page of live products. `source: 'sample'` with no products tells the caller WordPress had
 * nothing to offer, so it can fall back to the built-in samples.
 */
export async function loadProductPage(
  baseUrl: string,
  query: ProductPageQuery,
  signal?: AbortSignal,
  /** The page already on screen for this query, if any. */
  shown?: ProductPage,
): Promise<ProductPage> {
  const { posts, totalPages, reachable } = await getPosts(
    baseUrl,
    { page: query.page, perPage: catalog.pageSize, categoryId: query.categoryId, search: query.search || undefined },
    signal,
  );
  const filtered = query.categoryId !== undefined || query.search !== '';
  if (posts.length === 0) {
    // A failed refresh keeps the live products already on screen instead of swapping in samples.
    if (!reachable && shown?.source === 'live') return shown;
    // A working WordPress whose filter matched nothing is an empty result, not a reason for samples.
    return { products: [], source: reachable && filtered ? 'live' : 'sample', totalPages: 0 };
  }
  const now = new Date();
  const products = await Promise.all(posts.map((post) => mapPostWithImage(baseUrl, post, now, signal)));
  return { products, source: 'live', totalPages };
}
