import { knownPostsIn } from '@/features/content/content-urls';

import type { Product } from '../model/product';
import { findSampleProduct } from '../model/sample-product-details';
import { getPost } from './get-post';
import { mapPostDetailWithImage } from './map-post-detail-with-image';

export class ProductNotFoundError extends Error {
  constructor() {
    super('Produto não encontrado');
    this.name = 'ProductNotFoundError';
  }
}

export interface ProductDetail {
  product: Product;
  source: 'live' | 'sample';
  /** WordPress failed (not just lacked the post), so a sample stands in for it. */
  connectionFailed: boolean;
}

/**
 * The detail outcomes of spec section 4: the live post; the sample with the same id when the
 * post is missing or WordPress fails; otherwise ProductNotFoundError.
 */
export async function loadProductDetail(
  baseUrl: string | null,
  id: string,
  signal?: AbortSignal,
  /** The product already on screen for this id, if any. */
  shown?: ProductDetail,
): Promise<ProductDetail> {
  const result = baseUrl === null ? { kind: 'missing' as const } : await getPost(baseUrl, id, signal);
  if (result.kind === 'found' && baseUrl !== null) {
    return {
      product: await mapPostDetailWithImage(
        baseUrl,
        result.post,
        new Date(),
        signal,
        knownPostsIn(shown?.product.content),
      ),
      source: 'live',
      connectionFailed: false,
    };
  }
  // A failed refresh keeps the live product already on screen instead of a sample or an error.
  if (result.kind === 'failed' && shown?.source === 'live') return shown;
  const sample = findSampleProduct(id);
  if (!sample) throw new ProductNotFoundError();
  return {
    product: sample,
    source: 'sample',
    connectionFailed: result.kind === 'failed',
  };
}
