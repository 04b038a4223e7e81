import { fetchNewerPosts } from '../fetch/newer-posts';
import { nameCategories } from '../mapping/name-categories';
import { SAMPLE_PRODUCTS } from '../samples/sample-products';
import type { Category, Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { createProductSearch } from './product-search';
import {
  INDEXED_CONTENT_CHARS,
  isSearchIndexFile,
  SEARCH_INDEX_PATH,
  searchDocument,
  type SearchIndexEntry,
  type SearchIndexFile,
} from './search-index';

// Loaded with the visitor's first search (queries.ts): the engine, the index file and the posts
// WordPress published or changed since the build.

export interface LoadedSearch {
  /** Every product that may be found, best first for the query. */
  search(query: string): Product[];
  readonly size: number;
}

function loaded(entries: readonly SearchIndexEntry[], newer: readonly SearchIndexEntry[] = []): LoadedSearch {
  const products = new Map<string, Product>();
  for (const { product } of [...entries, ...newer]) products.set(product.id, product);
  const engine = createProductSearch(entries.map(searchDocument));
  engine.add(newer.map(searchDocument));
  return {
    search: (query) => engine.search(query).flatMap((id) => products.get(id) ?? []),
    get size() {
      return engine.size;
    },
  };
}

/** The readable text of a post's HTML, by the browser's own parser (no script runs, nothing loads). */
function textOfHtml(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent;
  return text.replace(/\s+/g, ' ').trim();
}

/** The samples, searched the same way (a site without WordPress, or one that failed). */
export function loadSampleSearch(): LoadedSearch {
  return loaded(SAMPLE_PRODUCTS.map((product) => ({ product, content: '' })));
}

/** The build's index file, or null when the site has none for this WordPress (a development server, another WordPress). */
async function fetchIndexFile(baseUrl: string, signal?: AbortSignal): Promise<SearchIndexFile | null> {
  try {
    const response = await fetch(new URL(SEARCH_INDEX_PATH, window.location.href), { signal });
    if (!response.ok) return null;
    const file: unknown = await response.json();
    return isSearchIndexFile(file) && file.baseUrl === baseUrl ? file : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * The live WordPress's products: the build's index plus what WordPress modified after the build
 * (one small request per visit). Without an index for this WordPress, its recent posts are read
 * instead (fetchNewerPosts caps how many).
 */
export async function loadLiveSearch(
  wordpress: LiveWordPress,
  categories: () => readonly Category[],
  signal?: AbortSignal,
): Promise<LoadedSearch> {
  const file = await fetchIndexFile(wordpress.baseUrl, signal);
  // A WordPress that does not answer fails the search like the listing (its samples then stand in):
  // the index alone would show live products whose pages cannot be refreshed either.
  const posts = await fetchNewerPosts(wordpress, file?.builtAt ?? null, signal);
  const products = nameCategories(
    posts.map((post) => post.product),
    categories(),
  );
  const newer = posts.map((post, index) => ({
    product: products[index] ?? post.product,
    content: textOfHtml(post.html).slice(0, INDEXED_CONTENT_CHARS),
  }));
  return loaded(file?.entries ?? [], newer);
}
