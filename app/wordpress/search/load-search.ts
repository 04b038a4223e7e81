import { picturesOf, withSitePictures } from '../mapping/site-pictures';
import { htmlToInlineText } from '../../lib/html-to-text';
import { fetchNewerPosts } from '../fetch/newer-posts';
import { nameCategories } from '../mapping/name-categories';
import { rejudgePrices } from '../mapping/offer-checks';
import { SAMPLE_PRODUCTS } from '../samples/sample-products';
import type { Category, Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { createProductSearch, loadProductSearch, type ProductSearch } from './product-search';
import { SEARCH_ENGINE_PATH, SEARCH_INDEX_PATH } from '../../config/paths';
import { INDEXED_CONTENT_CHARS, isSearchIndexFile, searchDocument, type SearchIndexEntry } from './search-index';

// Loaded with the visitor's first search (queries.ts): the engine, the build's index of the
// products and, apart, the posts WordPress published or changed since the build.

export interface LoadedSearch {
  /** Every product that may be found, best first for the query. */
  search(query: string): Product[];
  readonly size: number;
  /**
   * The same search with `newer` added (posts newer than the build, or every post without the
   * build's index); the products added are the engine's from then on, a new object only the first time.
   */
  including(newer: readonly SearchIndexEntry[]): LoadedSearch;
}

/** The build's index for the WordPress in use; without one (`builtAt` null) an empty search WordPress's posts fill. */
export interface IndexedSearch extends LoadedSearch {
  builtAt: number | null;
}

function loaded(engine: ProductSearch, listed: readonly Product[]): LoadedSearch {
  const products = new Map<string, Product>(listed.map((product) => [product.id, product]));
  const added = new WeakMap<readonly SearchIndexEntry[], LoadedSearch>();
  const view = (): LoadedSearch => {
    const self: LoadedSearch = {
      search: (query) => engine.search(query).flatMap((id) => products.get(id) ?? []),
      get size() {
        return engine.size;
      },
      including(newer) {
        if (newer.length === 0) return self;
        let next = added.get(newer);
        if (next === undefined) {
          // A post edited since the build keeps the build's copies of the pictures it still shows.
          for (const { product } of newer) {
            products.set(product.id, withSitePictures(product, picturesOf([products.get(product.id)])));
          }
          engine.add(newer.map(searchDocument));
          next = view();
          added.set(newer, next);
        }
        return next;
      },
    };
    return self;
  };
  return view();
}

/** The samples, searched the same way (a site without WordPress, or one that failed). */
export function loadSampleSearch(): LoadedSearch {
  return loaded(
    createProductSearch(SAMPLE_PRODUCTS.map((product) => searchDocument({ product, content: '' }))),
    SAMPLE_PRODUCTS,
  );
}

/** A file of the build's, or null when there is none (a development server). */
async function fetchFile(path: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(new URL(path, window.location.href), { signal });
    return response.ok ? await response.text() : null;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * The build's products and MiniSearch's index of them (both files at once), when the build read
 * this WordPress; otherwise an empty search, filled by `including` what WordPress has.
 */
export async function loadIndexedSearch(baseUrl: string, signal?: AbortSignal): Promise<IndexedSearch> {
  const [indexText, engineText] = await Promise.all([
    fetchFile(SEARCH_INDEX_PATH, signal),
    fetchFile(SEARCH_ENGINE_PATH, signal),
  ]);
  const file: unknown = indexText === null ? null : JSON.parse(indexText);
  if (!isSearchIndexFile(file) || file.baseUrl !== baseUrl || engineText === null || engineText === 'null') {
    return Object.assign(loaded(createProductSearch([]), []), { builtAt: null });
  }
  const engine = await loadProductSearch(
    engineText,
    file.products.map((product) => product.id),
  );
  // The cards are the build's: a price that has grown older than the owner's setting since then
  // says 'Consulte o preço' here too, as the listing's cards do once refreshed.
  const now = new Date();
  const products = file.products.map((product) => rejudgePrices(product, now));
  return Object.assign(loaded(engine, products), { builtAt: file.builtAt });
}

/**
 * What WordPress modified after the build (`since`; one small request per visit, usually empty), or
 * its recent posts when there is no index for it (fetchNewerPosts caps how many), ready to be indexed.
 */
export async function loadNewerEntries(
  wordpress: LiveWordPress,
  since: number | null,
  categories: () => readonly Category[],
  signal?: AbortSignal,
): Promise<SearchIndexEntry[]> {
  const posts = await fetchNewerPosts(wordpress, since, signal);
  const products = nameCategories(
    posts.map((post) => post.product),
    categories(),
  );
  return posts.map((post, index) => ({
    product: products[index] ?? post.product,
    // The text of its HTML without a parser: a DOMParser document would report the post's inline
    // event handlers (onclick=…) to the page's Content-Security-Policy as violations.
    content: htmlToInlineText(post.html).slice(0, INDEXED_CONTENT_CHARS),
  }));
}
