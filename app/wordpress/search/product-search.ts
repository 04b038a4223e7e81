import MiniSearch, { type SearchOptions } from 'minisearch';

import { MIN_PREFIX_LENGTH } from './search-fragments';
import { searchTerm, tokenize } from './search-terms';

// The listing's search: MiniSearch over each product's title, excerpt, category names and content
// text, with Portuguese terms (search-terms.ts). The build indexes its products once and writes the
// index (productSearchJson, /search-engine.json); the browser loads it (loadProductSearch),
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
 * A query whose last word has fewer than MIN_PREFIX_LENGTH letters and that nothing matches with it
 * whole: the visitor is still typing that word ('fone b'), and the other words' results stay.
 */
export function withoutUnfinishedWord(query: string): string | null {
  const tokens = tokenize(query);
  const last = tokens.at(-1);
  if (last === undefined || last.length >= MIN_PREFIX_LENGTH || tokens.length < 2) return null;
  return tokens.slice(0, -1).join(' ');
}

/** Results best first; equal scores in the listing's order (`before`: a negative number when `a` comes first). */
export function ranked<T extends { id: unknown; score: number }>(results: T[], before: (a: T, b: T) => number): T[] {
  return results.sort((a, b) => b.score - a.score || before(a, b));
}

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
 * MiniSearch with its JSON written a piece at a time: `JSON.stringify(engine)` holds, besides the
 * index, MiniSearch's plain copy of it (toJSON) and the whole text at once, which at 50,000 products
 * was most of the build's memory.
 */
class SerializableSearch extends MiniSearch<SearchDocument> {
  /** The text of `JSON.stringify(this)`, in pieces of about `pieceSize` characters. */
  *jsonPieces(pieceSize: number): Generator<string> {
    // MiniSearch's toJSON (serializationVersion 2), its fields in its order, the index term by term.
    const head = JSON.stringify({
      documentCount: this._documentCount,
      nextId: this._nextId,
      documentIds: Object.fromEntries(this._documentIds),
      fieldIds: this._fieldIds,
      fieldLength: Object.fromEntries(this._fieldLength),
      averageFieldLength: this._avgFieldLength,
      storedFields: Object.fromEntries(this._storedFields),
      dirtCount: this._dirtCount,
    });
    let piece = `${head.slice(0, -1)},"index":[`;
    let first = true;
    for (const [term, fieldIndex] of this._index) {
      const data: Record<number, Record<number, number>> = {};
      for (const [fieldId, freqs] of fieldIndex) data[fieldId] = Object.fromEntries(freqs);
      piece += `${first ? '' : ','}${JSON.stringify([term, data])}`;
      first = false;
      if (piece.length >= pieceSize) {
        yield piece;
        piece = '';
      }
    }
    yield `${piece}],"serializationVersion":2}`;
  }
}

/**
 * The index of `documents` as JSON (the build's /search-engine.json), for loadProductSearch: `null`
 * without documents. The build passes the documents one at a time, read from its store, and writes
 * the pieces as they come: only MiniSearch's index is held, never a copy of it or its whole text.
 */
export function* productSearchJson(documents: Iterable<SearchDocument>, pieceSize = 64 * 1024): Generator<string> {
  const engine = new SerializableSearch(OPTIONS);
  for (const document of documents) engine.add(document);
  if (engine.documentCount === 0) yield 'null';
  else yield* engine.jsonPieces(pieceSize);
}

/** productSearchJson as one text; null without documents. */
export function serializeProductSearch(documents: Iterable<SearchDocument>): string | null {
  const json = [...productSearchJson(documents)].join('');
  return json === 'null' ? null : json;
}

/**
 * The search over an index productSearchJson wrote; `order` lists its products' ids in the
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
      const find = (text: string) =>
        queryTerms(text).length === 0
          ? []
          : ranked(
              engine.search(text, SEARCH),
              (a, b) => (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0),
            ).map((result) => String(result.id));
      const found = find(query);
      const shorter = found.length === 0 ? withoutUnfinishedWord(query) : null;
      return shorter === null ? found : find(shorter);
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
