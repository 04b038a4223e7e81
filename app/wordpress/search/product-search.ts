import MiniSearch, { type SearchOptions } from 'minisearch';

import { MIN_PREFIX_LENGTH } from './search-fragments';
import { searchTerm, tokenize } from './search-terms';

// The listing's search: MiniSearch over each product's title, excerpt, category names and content
// text, with Portuguese terms (search-terms.ts). The build splits the catalog's index into fragments
// the browser fetches a word at a time (search-fragments.ts, fragment-search.ts), searched with these
// same options; the samples, and a WordPress without the build's index, are indexed in the browser.

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

/** The fields searched, in MiniSearch's order of field ids. */
export const SEARCH_FIELDS = ['title', 'excerpt', 'category', 'content'] as const;

/** Title above excerpt above category above content. */
const BOOST = { title: 8, excerpt: 4, category: 2, content: 1 };

/** The same for indexing, serializing and loading (MiniSearch needs them again to load an index). */
export const OPTIONS = {
  fields: [...SEARCH_FIELDS],
  tokenize,
  processTerm: searchTerm,
};

/**
 * Every word must match (AND), in any order. One typo is forgiven in a word of five letters or more
 * (its term then has four or more). The last word may be unfinished (the visitor is typing it): from
 * three letters on it also matches as the start of a word (a shorter start would need the postings of
 * thousands of words: see search-fragments.ts). MiniSearch scores a whole word above a typo or an
 * unfinished one.
 */
export const SEARCH: SearchOptions = {
  combineWith: 'AND',
  boost: BOOST,
  fuzzy: (term) => (term.length >= FUZZY_FROM ? 1 : false),
  maxFuzzy: 1,
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= MIN_PREFIX_LENGTH,
};

/** Terms of this many characters or more forgive one typo. */
export const FUZZY_FROM = 4;

/** The query's terms, as MiniSearch makes them (tokenize, then searchTerm; stop words dropped). */
export function queryTerms(query: string): string[] {
  return tokenize(query).flatMap((token) => searchTerm(token) ?? []);
}

/**
 * For a query that finds nothing: the query without its last word when that word has fewer than
 * MIN_PREFIX_LENGTH letters (nothing has it as a whole word; the visitor is still typing it), so that
 * 'fone b' keeps the results of 'fone'; '' when it was the only word (nothing to search yet); null
 * when the last word is whole.
 */
export function withoutUnfinishedWord(query: string): string | null {
  const tokens = tokenize(query);
  const last = tokens.at(-1);
  if (last === undefined || last.length >= MIN_PREFIX_LENGTH) return null;
  return tokens.slice(0, -1).join(' ');
}

/** Results best first; equal scores in the listing's order (`before`: a negative number when `a` comes first). */
export function ranked<T extends { id: unknown; score: number }>(results: T[], before: (a: T, b: T) => number): T[] {
  return results.sort((a, b) => b.score - a.score || before(a, b));
}

export interface ProductSearch {
  /**
   * Ids of the matching products, best first; equal scores keep the order they were added in. Null
   * while the query is one unfinished word no product has whole (withoutUnfinishedWord).
   */
  search(query: string): string[] | null;
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

function productSearch(engine: MiniSearch<SearchDocument>, listed: readonly string[]): ProductSearch {
  /** Position in the listing, for ties: newer posts (added later, see add) get negative positions. */
  const order = new Map<string, number>(listed.map((id, index) => [id, index]));
  let newest = 0;

  return {
    search(query) {
      const find = (text: string) =>
        queryTerms(text).length === 0
          ? []
          : ranked(
              engine.search(text, SEARCH),
              (a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0),
            ).map((result) => String(result.id));
      const found = find(query);
      const shorter = found.length === 0 ? withoutUnfinishedWord(query) : null;
      if (shorter === null) return found;
      return shorter === '' ? null : find(shorter);
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
