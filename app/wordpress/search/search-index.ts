import type { Product } from '../types';
import type { SearchDocument } from './product-search';

// What the search indexes of a product: its card (what a result shows) and the opening of its text.
// The build keeps one entry per product and makes the index's fragments of them (search-fragments.ts).

/**
 * How much of a post's text is searched: its opening, where a product post says what it is (the
 * title and excerpt carry most searches; more text makes a large catalogue's index larger).
 */
export const INDEXED_CONTENT_CHARS = 600;

/** A product as the search indexes it. */
export interface SearchIndexEntry {
  /** The product's card, shown as a result without asking WordPress. */
  product: Product;
  /** The opening of the post's text (INDEXED_CONTENT_CHARS). */
  content: string;
}

export function searchDocument({ product, content }: SearchIndexEntry): SearchDocument {
  return { id: product.id, title: product.title, excerpt: product.description, category: product.category, content };
}
