import MiniSearch, { type SearchOptions } from 'minisearch';

import { searchTerm, tokenize } from './search-terms';

// The listing's search: MiniSearch over each product's title, excerpt, category names and content
// text, with Portuguese terms (search-terms.ts). The build indexes its products once and writes the
// index (serializeProductSearch, /search-engine.json); the browser loads it (loadProductSearch),
// which skips the tokenizing and stemming that make building it slow, then every key searches it
// locally. The samples and posts newer than the build are indexed in the browser.

/** What the search reads of one product. */
export interface SearchDocument {
  id: string;
  title: string;
  /** The excerpt (the card's description). */
  excerpt: string;
  /** Category names, separated by commas. */
  category: string;
  /** The post's text, for words found nowhere else. */
  content: string;
}

const FIELDS = ['title', 'excerpt', 'category', 'content'] as const;

/** Title above excerpt above category above content. */
const BOOST = { title: 8, excerpt: 4, category: 2, content: 1 };

/** The same for indexing, serializing and loading (MiniSearch needs them again to load an index). */
const OPTIONS = {
  fields: [...FIELDS],
  tokenize,
  processTerm: searchTerm,
};

/**
 * Every word must match (AND), in any order. One typo is forgiven in a word of five letters or more
 * (its term then has four or more). The last word may be unfinished (the visitor is typing it): it
 * also matches as the start of a word. MiniSearch scores a whole word above a typo or an unfinished one.
 */
const SEARCH: SearchOptions = {
  combineWith: 'AND',
  boost: BOOST,
  fuzzy: (term) => (term.length >= 4 ? 1 : false),
  maxFuzzy: 1,
  prefix: (_term, index, terms) => index === terms.length - 1,
};

export interface ProductSearch {
  /** Ids of the matching products, best first; equal scores keep the order they were added in. */
  search(query: string): string[];
  /** Adds (or replaces) products: posts published after the build. Added ones come first on ties. */
  add(documents: readonly SearchDocument[]): void;
  readonly size: number;
}

/** Indexes `documents` here (the samples; a WordPress without the build's index). */
export function createProductSearch(documents: readonly SearchDocument[]): ProductSearch {
  const engine = new MiniSearch<SearchDocument>(OPTIONS);
  const search = productSearch(engine, []);
  search.add(documents);
  return search;
}

/**
 * The index of `documents` as JSON (the build's /search-engine.json), for loadProductSearch; null
 * without documents. The build passes them one at a time, read from its store: only the index is held.
 */
export function serializeProductSearch(documents: Iterable<SearchDocument>): string | null {
  const engine = new MiniSearch<SearchDocument>(OPTIONS);
  for (const document of documents) engine.add(document);
  return engine.documentCount === 0 ? null : JSON.stringify(engine);
}

/**
 * The search over an index serializeProductSearch wrote; `order` lists its products' ids in the
 * listing's order, for ties. Loaded in slices that leave the main thread free in between.
 */
export async function loadProductSearch(json: string, order: readonly string[]): Promise<ProductSearch> {
  return productSearch(await MiniSearch.loadJSONAsync<SearchDocument>(json, OPTIONS), order);
}

function productSearch(engine: MiniSearch<SearchDocument>, listed: readonly string[]): ProductSearch {
  /** Position in the listing, for ties: newer posts (added later, see add) get negative positions. */
  const order = new Map<string, number>(listed.map((id, index) => [id, index]));
  let newest = 0;

  return {
    search(query) {
      if (tokenize(query).every((token) => searchTerm(token) === null)) return [];
      return engine
        .search(query, SEARCH)
        .sort((a, b) => b.score - a.score || (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0))
        .map((result) => String(result.id));
    },
    add(list) {
      const first = newest - list.length;
      list.forEach((document, index) => {
        if (engine.has(document.id)) engine.discard(document.id);
        engine.add(document);
        order.set(document.id, first + index);
      });
      newest = first;
    },
    get size() {
      return engine.documentCount;
    },
  };
}
