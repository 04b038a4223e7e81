// The sample products where a page shows them (spec sections 1 and 4): the build's pages of a site
// without WordPress, and the listing when WordPress cannot be reached. Loaded on demand in the
// browser (sampleProductsQuery), so a first visit of a live site does not download them.
// Relative imports: the site builder loads this outside Vite.
import { inCategory } from '../mapping/name-categories';
import type { Product } from '../types';
import { SAMPLE_PRODUCTS } from './sample-products';

/** The samples of a category (every sample for 'Todos'): the listing's when it shows them (features/products/decide-listing.ts). */
export function sampleProductsIn(category: string): Product[] {
  return inCategory(SAMPLE_PRODUCTS, category);
}

/** The product pages a build writes: one per published post, or the samples' when there is none. */
export function prerenderedProductIds(postIds: readonly string[]): string[] {
  return postIds.length > 0 ? [...postIds] : SAMPLE_PRODUCTS.map((product) => product.id);
}
