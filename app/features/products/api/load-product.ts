import type { Product } from '../model/product';
import { findSampleProduct } from '../model/sample-product-details';
import { getPost } from './get-post';
import { mapPostWithImage } from './map-post-with-image';

export class ProductNotFoundError extends Error {
  /** @param connectionFailed WordPress failed rather than answering that the post does not exist. */
  constructor(readonly connectionFailed: boolean) {
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
): Promise<ProductDetail> {
  const result = baseUrl === null ? { kind: 'missing' as const } : await getPost(baseUrl, id, signal);
  if (result.kind === 'found' && baseUrl !== null) {
    return {
      product: await mapPostWithImage(baseUrl, result.post, new Date(), signal),
      source: 'live',
      connectionFailed: false,
    };
  }
  const sample = findSampleProduct(id);
  if (!sample) throw new ProductNotFoundError(result.kind === 'failed');
  return {
    product: sample,
    source: 'sample',
    connectionFailed: result.kind === 'failed',
  };
}
