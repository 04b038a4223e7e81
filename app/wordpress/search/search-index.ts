import type { Product } from '../types';
import { serializeProductSearch, type SearchDocument } from './product-search';

// The site's search index: two static files the build writes from its snapshot of WordPress
// (routes/search-index.tsx, routes/search-engine.tsx), read by the browser only when the visitor
// searches, both at once: the products' cards (what a result shows) and MiniSearch's index of them.

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

export interface SearchIndexFile {
  /** The WordPress the build read; the files are used only with that one. */
  baseUrl: string | null;
  /** When the build read WordPress: posts modified later are asked for (modified_after). */
  builtAt: number;
  /** Every product's card, in the listing's order (newest first). */
  products: Product[];
}

/** What the build writes for `entries` (listing order): the cards, and the index (null without products). */
export function searchIndexFiles(
  catalog: { baseUrl: string | null; builtAt: number },
  entries: readonly SearchIndexEntry[],
): { index: SearchIndexFile; engine: string | null } {
  return {
    index: { ...catalog, products: entries.map((entry) => entry.product) },
    engine: serializeProductSearch(entries.map(searchDocument)),
  };
}

export function searchDocument({ product, content }: SearchIndexEntry): SearchDocument {
  return { id: product.id, title: product.title, excerpt: product.description, category: product.category, content };
}

export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'builtAt' in value &&
    typeof value.builtAt === 'number' &&
    'products' in value &&
    Array.isArray(value.products)
  );
}
