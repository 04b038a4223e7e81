import MiniSearch, { type SearchOptions } from 'minisearch';

import { searchTerm, tokenize } from './search-terms';

// The listing's search: MiniSearch over each product's title, excerpt, category names and content
// text, with Portuguese terms (search-terms.ts). Built in the browser from the site's search index
// (or the samples) once per visit, then every key searches it locally.

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

export function createProductSearch(documents: readonly SearchDocument[]): ProductSearch {
  const engine = new MiniSearch<SearchDocument>(OPTIONS);
  /** Position in the listing, for ties: newer posts (added later, see add) get negative positions. */
  const order = new Map<string, number>();
  let newest = 0;
  const put = (list: readonly SearchDocument[], position: (index: number) => number) => {
    list.forEach((document, index) => {
      if (engine.has(document.id)) engine.discard(document.id);
      engine.add(document);
      order.set(document.id, position(index));
    });
  };
  put(documents, (index) => index);

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
      put(list, (index) => first + index);
      newest = first;
    },
    get size() {
      return engine.documentCount;
    },
  };
}
