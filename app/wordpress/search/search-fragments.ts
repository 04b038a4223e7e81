import type { Product } from '../types';

// The search index as the build writes it: fragments the browser fetches only for the words it
// searches (docs/decisions/020-search-fragments.md). The build writes them (catalog/search-fragments.server.ts);
// the browser reads them (fragment-search.ts). Every name and shape both sides agree on is here.
//
//   meta.json          the catalog's totals (MiniSearch's document count and average field lengths),
//                      the WordPress and time of the build, how postings and cards are split, the
//                      terms of one or two characters
//   terms/<k>.json     the vocabulary: every term whose first or second character is k, sorted
//   postings/<s>.json  the postings of the terms of shard s (see shardOf), with each document's
//                      field lengths, category and listing order
//   cards/<b>.json     the cards (what a result shows) of the products whose id falls in bucket b

/** The fragments' format: a browser that reads another one searches without the build's index. */
export const FRAGMENTS_FORMAT = 2;

/** Terms shorter than this are never searched as the start of a longer word (see product-search.ts). */
export const MIN_PREFIX_LENGTH = 3;

export interface SearchMeta {
  format: typeof FRAGMENTS_FORMAT;
  /** The WordPress the build read; the fragments are used only with that one. */
  baseUrl: string | null;
  /** When the build read WordPress: posts modified later are asked for (modified_after). */
  builtAt: number;
  /** MiniSearch's statistics of the whole catalog, which every score reads. */
  documentCount: number;
  averageFieldLength: number[];
  /** The postings' prefixes that are split into longer ones (see shardOf), sorted. */
  splits: string[];
  /** How many card files there are (a power of two): a product's is its id modulo this. */
  cardBuckets: number;
  /** The cards' categories, sorted: a postings file names a document's by its position here. */
  categories: string[];
  /**
   * Every term shorter than MIN_PREFIX_LENGTH, sorted (a few dozen in a shop's catalog: '4k', 'tv',
   * '10'). A word that short is searched only whole, so this says whether it is one at once, without
   * waiting for its vocabulary fragment: the first letter of a word costs no round trip.
   */
  shortTerms: string[];
}

/**
 * One postings file. `docs` lists the documents its terms occur in, in the listing's order (newest
 * first), flat: the id (the difference from the previous one), its card's category (its position in
 * the meta file's list), the fields the file's terms occur in (a bit each, SEARCH_FIELDS order), then
 * the length of each of those fields. `terms`: each term with, per field, a flat list of the
 * document's position in `docs` (the difference from the previous one) and how often the term occurs there.
 */
export interface PostingsFile {
  docs: number[];
  terms: [term: string, fields: number[][]][];
}

/** One document of a postings file, as decodeDocs reads it. */
export interface PostedDocument {
  id: number;
  category: number;
  /** The lengths of the fields the file's terms occur in (the others undefined). */
  lengths: (number | undefined)[];
}

/** The documents of a postings file (`fields`: how many fields there are). */
export function decodeDocs(docs: readonly number[], fields: number): PostedDocument[] {
  const documents: PostedDocument[] = [];
  let id = 0;
  for (let at = 0; at < docs.length;) {
    id += docs[at] ?? 0;
    const category = docs[at + 1] ?? 0;
    const mask = docs[at + 2] ?? 0;
    at += 3;
    const lengths: (number | undefined)[] = [];
    for (let field = 0; field < fields; field += 1) {
      if ((mask & (1 << field)) === 0) continue;
      lengths[field] = docs[at] ?? 0;
      at += 1;
    }
    documents.push({ id, category, lengths });
  }
  return documents;
}

/** One card file: the cards of its bucket's products, by id. */
export type CardsFile = Product[];

/** The vocabulary fragment a character belongs to: the character itself for a-z and 0-9, '_' for any other. */
export function letterKey(character: string): string {
  return /^[a-z0-9]$/.test(character) ? character : '_';
}

/** The vocabulary fragments a term is listed in: those of its first and of its second character. */
export function termLetterKeys(term: string): string[] {
  const keys = [letterKey(term.charAt(0))];
  if (term.length > 1) keys.push(letterKey(term.charAt(1)));
  return [...new Set(keys)];
}

/** Ends the name of a shard that holds a split prefix's own term, or the terms too short to be a prefix. */
const OWN_TERM = '~';

/**
 * The postings shard of a term. Terms of one or two characters share a shard by their first character
 * (they are only searched whole). Longer terms go by their first three characters; a prefix listed in
 * `splits` (the build splits a prefix whose postings grew large) goes one character further, and its
 * own term, when it is one, gets a shard of its own.
 */
export function shardOf(term: string, splits: ReadonlySet<string>): string {
  if (term.length < MIN_PREFIX_LENGTH) return `${term.charAt(0)}${OWN_TERM}`;
  let prefix = term.slice(0, MIN_PREFIX_LENGTH);
  while (splits.has(prefix)) {
    if (prefix.length === term.length) return `${prefix}${OWN_TERM}`;
    prefix = term.slice(0, prefix.length + 1);
  }
  return prefix;
}

/** The shards that hold every term starting with `prefix` (of at least MIN_PREFIX_LENGTH characters). */
export function shardsUnder(prefix: string, terms: readonly string[], splits: ReadonlySet<string>): string[] {
  return [...new Set(terms.filter((term) => term.startsWith(prefix)).map((term) => shardOf(term, splits)))];
}

/** A shard's name as a file name: letters other than a-z, 0-9 and '~' written as their code point. */
export function shardFileName(shard: string): string {
  return shard.replace(/[^a-z0-9~]/gu, (character) => `_${character.codePointAt(0)?.toString(16) ?? ''}_`);
}

/** The card file of a product. */
export function cardBucket(id: string, buckets: number): number {
  const number = Number(id);
  return Number.isSafeInteger(number) && number >= 0 ? number % buckets : 0;
}

function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number');
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function isSearchMeta(value: unknown): value is SearchMeta {
  if (typeof value !== 'object' || value === null) return false;
  const meta: Partial<Record<keyof SearchMeta, unknown>> = value;
  return (
    meta.format === FRAGMENTS_FORMAT &&
    (meta.baseUrl === null || typeof meta.baseUrl === 'string') &&
    typeof meta.builtAt === 'number' &&
    typeof meta.documentCount === 'number' &&
    isNumberArray(meta.averageFieldLength) &&
    isStringArray(meta.splits) &&
    typeof meta.cardBuckets === 'number' &&
    isStringArray(meta.categories) &&
    isStringArray(meta.shortTerms)
  );
}

export function isPostingsFile(value: unknown): value is PostingsFile {
  if (typeof value !== 'object' || value === null) return false;
  const file: Partial<Record<keyof PostingsFile, unknown>> = value;
  return (
    isNumberArray(file.docs) &&
    Array.isArray(file.terms) &&
    file.terms.every(
      (entry: unknown) =>
        Array.isArray(entry) &&
        typeof entry[0] === 'string' &&
        Array.isArray(entry[1]) &&
        entry[1].every((field: unknown) => isNumberArray(field)),
    )
  );
}

export { isStringArray as isTermsFile };

export function isCardsFile(value: unknown): value is CardsFile {
  return (
    Array.isArray(value) &&
    value.every(
      (card: unknown) =>
        typeof card === 'object' &&
        card !== null &&
        'id' in card &&
        typeof card.id === 'string' &&
        'title' in card &&
        typeof card.title === 'string',
    )
  );
}
