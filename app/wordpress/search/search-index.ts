import type { Product } from '../types';
import type { SearchDocument } from './product-search';

// The site's search index: a static file the build writes (routes/search-index.tsx) from its
// snapshot of WordPress, read by the browser only when the visitor searches.

export const SEARCH_INDEX_PATH = '/search-index.json';

/**
 * How much of a post's text is searched: its opening, where a product post says what it is (the
 * title and excerpt carry most searches; more text makes a large catalogue's index slower to build).
 */
export const INDEXED_CONTENT_CHARS = 600;

export interface SearchIndexEntry {
  /** The product's card, shown as a result without asking WordPress. */
  product: Product;
  /** The opening of the post's text (INDEXED_CONTENT_CHARS). */
  content: string;
}

export interface SearchIndexFile {
  /** The WordPress the build read; the file is used only with that one. */
  baseUrl: string | null;
  /** When the build read WordPress: posts modified later are asked for (modified_after). */
  builtAt: number;
  /** The posts in the listing's order (newest first). */
  entries: SearchIndexEntry[];
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
    'entries' in value &&
    Array.isArray(value.entries)
  );
}
