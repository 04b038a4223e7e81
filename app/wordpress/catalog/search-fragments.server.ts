// Build-time only: the search's fragments (app/wordpress/search/search-fragments.ts) from the build's
// stored search entries. A full build indexes every entry once (buildSearchFragments); an update
// rewrites only the fragments the changed posts' terms, cards and lengths touch (updateSearchFragments),
// from the fragments the last build wrote. Both write what a function of the catalog alone gives, so
// an update equals a full build byte for byte (scripts/build-update-check.mjs).
import * as v from 'valibot';

import { SEARCH_META_PATH, searchCardsPath, searchPostingsPath, searchTermsPath } from '../../config/paths';
import { SEARCH_FIELDS, type SearchDocument } from '../search/product-search';
import {
  cardBucket,
  decodeDocs,
  FRAGMENTS_FORMAT,
  isPostingsFile,
  letterKey,
  MIN_PREFIX_LENGTH,
  shardFileName,
  shardOf,
  termLetterKeys,
  type PostingsFile,
  type SearchMeta,
} from '../search/search-fragments';
import { searchTerm, tokenize } from '../search/search-terms';

/** About this many (document, field) entries in a shard before its prefix is split one character further. */
export const SPLIT_ENTRIES = 2000;
/** About this many cards in a card file. */
export const CARDS_PER_FILE = 4;

/** A document's terms as MiniSearch indexes it: each term's count in each field, and each field's length. */
export interface IndexedDocument {
  /** MiniSearch's field length: the distinct tokens of the field, before stop words are dropped. */
  lengths: number[];
  /** Term -> its count in each field (SEARCH_FIELDS order). */
  terms: Map<string, number[]>;
}

/** What MiniSearch's `add` does with a document's fields (product-search.ts), without an engine. */
export function indexDocument(document: SearchDocument): IndexedDocument {
  const terms = new Map<string, number[]>();
  const lengths = SEARCH_FIELDS.map((field, fieldId) => {
    const tokens = tokenize(document[field]);
    for (const token of tokens) {
      const term = searchTerm(token);
      if (term === null) continue;
      let counts = terms.get(term);
      if (counts === undefined) {
        counts = SEARCH_FIELDS.map(() => 0);
        terms.set(term, counts);
      }
      counts[fieldId] = (counts[fieldId] ?? 0) + 1;
    }
    return new Set(tokens).size;
  });
  return { lengths, terms };
}

/** What a document of the catalog brings to the fragments besides its terms. */
interface FragmentDocument {
  id: number;
  /** Its card's category, by its position in the meta file's list. */
  category: number;
  lengths: number[];
}

/** A term's postings: (listing position, counts per field), by position. */
type Postings = Map<number, number[]>;

/** MiniSearch's average field lengths: a running average over the documents in the listing's order. */
export function averageFieldLengths(lengthsInOrder: Iterable<readonly number[]>): number[] {
  const averages = SEARCH_FIELDS.map(() => 0);
  let count = 0;
  for (const lengths of lengthsInOrder) {
    SEARCH_FIELDS.forEach((_, fieldId) => {
      averages[fieldId] = ((averages[fieldId] ?? 0) * count + (lengths[fieldId] ?? 0)) / (count + 1);
    });
    count += 1;
  }
  return averages;
}

/** The power of two of card files for `count` products (at least one). */
export function cardBucketsFor(count: number): number {
  let buckets = 1;
  while (buckets * CARDS_PER_FILE < count) buckets *= 2;
  return buckets;
}

/** The shard prefix every longer term starts from (MIN_PREFIX_LENGTH characters), or the short terms' shard. */
function baseOf(term: string): string {
  return term.length < MIN_PREFIX_LENGTH ? shardOf(term, new Set()) : term.slice(0, MIN_PREFIX_LENGTH);
}

function entries(postings: Postings): number {
  let count = 0;
  for (const counts of postings.values()) for (const tf of counts) if (tf > 0) count += 1;
  return count;
}

/**
 * The prefixes a base's terms split into: a prefix whose terms hold more than SPLIT_ENTRIES entries
 * goes one character further (its own term alone), while it has longer terms to split.
 */
function splitsOf(base: string, terms: ReadonlyMap<string, Postings>): string[] {
  if (base.length < MIN_PREFIX_LENGTH) return [];
  const splits: string[] = [];
  const visit = (prefix: string, under: string[]) => {
    const size = under.reduce((sum, term) => sum + entries(terms.get(term) ?? new Map<number, number[]>()), 0);
    const longer = under.filter((term) => term.length > prefix.length);
    if (size <= SPLIT_ENTRIES || longer.length === 0) return;
    splits.push(prefix);
    const children = new Map<string, string[]>();
    for (const term of longer) {
      const child = term.slice(0, prefix.length + 1);
      children.set(child, [...(children.get(child) ?? []), term]);
    }
    for (const [child, list] of children) visit(child, list);
  };
  visit(base, [...terms.keys()]);
  return splits;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One shard's file: its terms' postings with the documents they name, in the listing's order. */
function postingsFile(
  terms: ReadonlyMap<string, Postings>,
  documentAt: (position: number) => FragmentDocument,
): PostingsFile {
  const positions = new Set<number>();
  for (const postings of terms.values()) for (const position of postings.keys()) positions.add(position);
  const ordered = [...positions].sort((a, b) => a - b);
  const indexOf = new Map(ordered.map((position, index) => [position, index]));
  // The fields each document has one of the file's terms in: only their lengths are written.
  const masks = new Map<number, number>();
  for (const postings of terms.values()) {
    for (const [position, counts] of postings) {
      let mask = masks.get(position) ?? 0;
      counts.forEach((tf, field) => {
        if (tf > 0) mask |= 1 << field;
      });
      masks.set(position, mask);
    }
  }
  const docs: number[] = [];
  let previousId = 0;
  for (const position of ordered) {
    const document = documentAt(position);
    const mask = masks.get(position) ?? 0;
    docs.push(document.id - previousId, document.category, mask);
    SEARCH_FIELDS.forEach((_, field) => {
      if ((mask & (1 << field)) !== 0) docs.push(document.lengths[field] ?? 0);
    });
    previousId = document.id;
  }
  const fileTerms: PostingsFile['terms'] = [...terms.keys()].sort(byCodeUnit).map((term) => {
    const postings = [...(terms.get(term) ?? new Map<number, number[]>()).entries()].sort(([a], [b]) => a - b);
    const fields = SEARCH_FIELDS.map((_, fieldId) => {
      const list: number[] = [];
      let previous = 0;
      for (const [position, counts] of postings) {
        const tf = counts[fieldId] ?? 0;
        if (tf === 0) continue;
        const index = indexOf.get(position) ?? 0;
        list.push(index - previous, tf);
        previous = index;
      }
      return list;
    });
    return [term, fields];
  });
  return { docs, terms: fileTerms };
}

/** A file the fragments are made of: its path on the site and its text. */
export interface FragmentFile {
  path: string;
  text: string;
}

/** The shards of one base (its terms and how it splits), as files. */
function baseFiles(
  base: string,
  terms: ReadonlyMap<string, Postings>,
  documentAt: (position: number) => FragmentDocument,
): { splits: string[]; files: FragmentFile[] } {
  const splits = splitsOf(base, terms);
  const splitSet = new Set(splits);
  const shards = new Map<string, Map<string, Postings>>();
  for (const [term, postings] of terms) {
    if (postings.size === 0) continue;
    const shard = shardOf(term, splitSet);
    let shardTerms = shards.get(shard);
    if (shardTerms === undefined) {
      shardTerms = new Map();
      shards.set(shard, shardTerms);
    }
    shardTerms.set(term, postings);
  }
  const files = [...shards.entries()].map(([shard, shardTerms]) => ({
    path: searchPostingsPath(shardFileName(shard)),
    text: JSON.stringify(postingsFile(shardTerms, documentAt)),
  }));
  return { splits, files };
}

export function metaFile(meta: Omit<SearchMeta, 'format'>): FragmentFile {
  const file: SearchMeta = { format: FRAGMENTS_FORMAT, ...meta };
  return { path: SEARCH_META_PATH, text: JSON.stringify(file) };
}

/** The meta file's terms of one or two characters (see SearchMeta), sorted. */
function shortTermsOf(terms: Iterable<string>): string[] {
  return [...terms].filter((term) => term.length < MIN_PREFIX_LENGTH).sort(byCodeUnit);
}

function termsFile(key: string, terms: Iterable<string>): FragmentFile {
  return { path: searchTermsPath(key), text: JSON.stringify([...terms].sort(byCodeUnit)) };
}

/** The card files, by bucket: the stored cards' JSON, sorted by id. */
function cardsFile(bucket: number, cards: ReadonlyMap<number, string>): FragmentFile {
  const ids = [...cards.keys()].sort((a, b) => a - b);
  return { path: searchCardsPath(bucket), text: `[${ids.map((id) => cards.get(id) ?? 'null').join(',')}]` };
}

/** One product as the fragments are made from it: its card's JSON and its indexed document. */
export interface FragmentSource {
  id: number;
  /** The card as JSON (spliced into its card file as it is). */
  card: string;
  document: SearchDocument;
}

/** What the fragments of a catalog record beside them (in the build's store), for the next update. */
export interface FragmentRecord {
  /** Each product's field lengths and card category, by id. */
  documents: Record<string, { lengths: number[]; category: string }>;
  splits: string[];
  cardBuckets: number;
  /** The meta file's list of categories. */
  categories: string[];
  /** The meta file's list of terms of one or two characters. */
  shortTerms: string[];
}

export const fragmentRecordSchema = v.object({
  documents: v.record(v.string(), v.object({ lengths: v.array(v.number()), category: v.string() })),
  splits: v.array(v.string()),
  cardBuckets: v.number(),
  categories: v.array(v.string()),
  shortTerms: v.array(v.string()),
});

/** The catalog's categories as the meta file lists them: every card's, once, sorted. */
function categoriesOf(categories: Iterable<string>): string[] {
  return [...new Set(categories)].sort(byCodeUnit);
}

function grouped<K, T>(map: Map<K, T[]>, key: K, item: T): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [item]);
  else list.push(item);
}

/**
 * Every fragment of a catalog, from its products in the listing's order (read once, one at a time).
 * `write` gets each file as it is made; the record is returned for the store.
 */
export function buildSearchFragments(
  catalog: { baseUrl: string | null; builtAt: number },
  products: Iterable<FragmentSource>,
  write: (file: FragmentFile) => void,
): FragmentRecord {
  const documents: { id: number; category: string; lengths: number[] }[] = [];
  const index = new Map<string, Postings>();
  const cardTexts: [number, string][] = [];
  for (const product of products) {
    const position = documents.length;
    const { lengths, terms } = indexDocument(product.document);
    documents.push({ id: product.id, category: product.document.category, lengths });
    for (const [term, counts] of terms) {
      let postings = index.get(term);
      if (postings === undefined) {
        postings = new Map();
        index.set(term, postings);
      }
      postings.set(position, counts);
    }
    cardTexts.push([product.id, product.card]);
  }
  const categories = categoriesOf(documents.map((document) => document.category));
  const categoryIndex = new Map(categories.map((category, position) => [category, position]));
  const documentAt = (position: number): FragmentDocument => {
    const document = documents[position];
    if (document === undefined) throw new Error(`No document at ${position}`);
    return { ...document, category: categoryIndex.get(document.category) ?? 0 };
  };
  const bases = new Map<string, Map<string, Postings>>();
  const letters = new Map<string, string[]>();
  for (const [term, postings] of index) {
    const base = baseOf(term);
    let terms = bases.get(base);
    if (terms === undefined) {
      terms = new Map();
      bases.set(base, terms);
    }
    terms.set(term, postings);
    for (const key of termLetterKeys(term)) grouped(letters, key, term);
  }
  const splits: string[] = [];
  for (const [base, terms] of bases) {
    const files = baseFiles(base, terms, documentAt);
    splits.push(...files.splits);
    files.files.forEach(write);
  }
  for (const [key, terms] of letters) write(termsFile(key, terms));
  const shortTerms = shortTermsOf(index.keys());
  const buckets = cardBucketsFor(documents.length);
  const cards = new Map<number, Map<number, string>>();
  for (const [id, card] of cardTexts) {
    const bucket = cardBucket(String(id), buckets);
    let list = cards.get(bucket);
    if (list === undefined) {
      list = new Map();
      cards.set(bucket, list);
    }
    list.set(id, card);
  }
  for (const [bucket, list] of cards) write(cardsFile(bucket, list));
  splits.sort(byCodeUnit);
  write(
    metaFile({
      ...catalog,
      documentCount: documents.length,
      averageFieldLength: averageFieldLengths(documents.map((document) => document.lengths)),
      splits,
      cardBuckets: buckets,
      categories,
      shortTerms,
    }),
  );
  return {
    documents: Object.fromEntries(documents.map(({ id, lengths, category }) => [String(id), { lengths, category }])),
    splits,
    cardBuckets: buckets,
    categories,
    shortTerms,
  };
}

/** A product whose fragments an update changes: what the last build indexed of it, and what it is now. */
export interface ChangedProduct {
  id: number;
  before: SearchDocument | null;
  after: FragmentSource | null;
}

/** What an update reads and writes: the fragments the last build wrote, on disk. */
export interface FragmentFiles {
  /** The text of a fragment the last build wrote, or null when there is none. */
  read: (path: string) => string | null;
  write: (file: FragmentFile) => void;
  remove: (path: string) => void;
}

/** A postings file's terms, each with its documents' counts per field, by id. */
function decodeTerms(text: string): Map<string, Map<number, number[]>> {
  const file: unknown = JSON.parse(text);
  if (!isPostingsFile(file)) throw new Error('A search postings file of another format: run a full build');
  const documents = decodeDocs(file.docs, SEARCH_FIELDS.length);
  const terms = new Map<string, Map<number, number[]>>();
  for (const [term, fields] of file.terms) {
    const byId = new Map<number, number[]>();
    fields.forEach((list, fieldId) => {
      let index = 0;
      for (let at = 0; at < list.length; at += 2) {
        index += list[at] ?? 0;
        const docId = documents[index]?.id;
        if (docId === undefined) continue;
        let counts = byId.get(docId);
        if (counts === undefined) {
          counts = SEARCH_FIELDS.map(() => 0);
          byId.set(docId, counts);
        }
        counts[fieldId] = list[at + 1] ?? 0;
      }
    });
    terms.set(term, byId);
  }
  return terms;
}

/**
 * The record after `changed`, or null when the catalog's list of categories changes (a category came
 * or went: every postings file names categories by their place in that list, so all are written again).
 */
export function nextRecordDocuments(
  record: FragmentRecord,
  changed: readonly ChangedProduct[],
  kept: ReadonlySet<number>,
): { documents: Map<string, { lengths: number[]; category: string }>; indexed: Map<number, IndexedDocument> } | null {
  const documents = new Map(Object.entries(record.documents));
  const indexed = new Map<number, IndexedDocument>();
  for (const product of changed) {
    documents.delete(String(product.id));
    if (product.after === null || !kept.has(product.id)) continue;
    const document = indexDocument(product.after.document);
    indexed.set(product.id, document);
    documents.set(String(product.id), { lengths: document.lengths, category: product.after.document.category });
  }
  const categories = categoriesOf([...documents.values()].map((document) => document.category));
  return JSON.stringify(categories) === JSON.stringify(record.categories) ? { documents, indexed } : null;
}

/**
 * Rewrites the fragments `changed` touches (the shards of their terms before and after, the
 * vocabulary fragments of terms that came or went, their card files, the meta file), as a full build
 * of `catalog` would write them. `order` lists every product id of the catalog in the listing's order.
 * Returns null, writing nothing, when every fragment must be written again (nextRecordDocuments).
 */
export function updateSearchFragments(
  catalog: { baseUrl: string | null; builtAt: number },
  order: readonly number[],
  record: FragmentRecord,
  changed: readonly ChangedProduct[],
  files: FragmentFiles,
  cardOf: (id: number) => string,
): FragmentRecord | null {
  const position = new Map(order.map((id, index) => [id, index]));
  const next = nextRecordDocuments(record, changed, new Set(order));
  if (next === null) return null;
  const { documents, indexed } = next;
  const categoryIndex = new Map(record.categories.map((category, at) => [category, at]));
  const changedIds = new Set(changed.map((product) => product.id));
  const touchedBases = new Set<string>();
  for (const product of changed) {
    if (product.before !== null)
      for (const term of indexDocument(product.before).terms.keys()) touchedBases.add(baseOf(term));
  }
  for (const document of indexed.values()) for (const term of document.terms.keys()) touchedBases.add(baseOf(term));
  const documentAt = (at: number): FragmentDocument => {
    const id = order[at];
    const document = id === undefined ? undefined : documents.get(String(id));
    if (id === undefined || document === undefined) throw new Error(`No document at ${at}`);
    return { id, lengths: document.lengths, category: categoryIndex.get(document.category) ?? 0 };
  };
  const oldSplits = new Set(record.splits);
  const splits = new Set(record.splits);
  const termsBefore = new Set<string>();
  const termsAfter = new Set<string>();
  // The vocabulary as the last build wrote it, a fragment at a time: it names every term, so every shard.
  const vocabulary = new Map<string, Set<string>>();
  const listedUnder = (key: string): Set<string> => {
    let terms = vocabulary.get(key);
    if (terms === undefined) {
      const text = files.read(searchTermsPath(key));
      const listed: unknown = text === null ? [] : JSON.parse(text);
      terms = new Set(Array.isArray(listed) ? listed.filter((term): term is string => typeof term === 'string') : []);
      vocabulary.set(key, terms);
    }
    return terms;
  };
  for (const base of touchedBases) {
    const terms = new Map<string, Postings>();
    const oldPaths = new Set<string>();
    const oldShards = new Set<string>();
    for (const term of listedUnder(letterKey(base.charAt(0)))) {
      if (baseOf(term) === base) oldShards.add(shardOf(term, oldSplits));
    }
    for (const shard of oldShards) {
      const path = searchPostingsPath(shardFileName(shard));
      const text = files.read(path);
      if (text === null) continue;
      oldPaths.add(path);
      for (const [term, byId] of decodeTerms(text)) {
        termsBefore.add(term);
        const postings: Postings = new Map();
        for (const [id, counts] of byId) {
          const at = position.get(id);
          if (at !== undefined && !changedIds.has(id)) postings.set(at, counts);
        }
        terms.set(term, postings);
      }
    }
    for (const [id, document] of indexed) {
      const at = position.get(id);
      if (at === undefined) continue;
      for (const [term, counts] of document.terms) {
        if (baseOf(term) !== base) continue;
        let postings = terms.get(term);
        if (postings === undefined) {
          postings = new Map();
          terms.set(term, postings);
        }
        postings.set(at, counts);
      }
    }
    for (const [term, postings] of terms) if (postings.size > 0) termsAfter.add(term);
    const made = baseFiles(base, terms, documentAt);
    for (const split of [...splits])
      if (base.length >= MIN_PREFIX_LENGTH && split.startsWith(base)) splits.delete(split);
    for (const split of made.splits) splits.add(split);
    const written = new Set<string>();
    for (const file of made.files) {
      written.add(file.path);
      if (files.read(file.path) !== file.text) files.write(file);
    }
    for (const path of oldPaths) if (!written.has(path)) files.remove(path);
  }
  // The vocabulary: fragments whose terms came or went.
  const came = [...termsAfter].filter((term) => !termsBefore.has(term));
  const went = [...termsBefore].filter((term) => !termsAfter.has(term));
  for (const key of new Set([...came, ...went].flatMap(termLetterKeys))) {
    const terms = new Set(listedUnder(key));
    for (const term of went) terms.delete(term);
    for (const term of came) if (termLetterKeys(term).includes(key)) terms.add(term);
    if (terms.size === 0) files.remove(searchTermsPath(key));
    else files.write(termsFile(key, terms));
  }
  const shortTerms = shortTermsOf(new Set([...record.shortTerms, ...came].filter((term) => !went.includes(term))));
  // The cards: every file again when their number changes, else the changed products' files.
  const buckets = cardBucketsFor(order.length);
  const rewrite = new Set<number>();
  if (buckets !== record.cardBuckets) {
    for (let bucket = 0; bucket < Math.max(buckets, record.cardBuckets); bucket += 1) {
      if (bucket >= buckets) files.remove(searchCardsPath(bucket));
      else rewrite.add(bucket);
    }
  } else {
    for (const id of changedIds) rewrite.add(cardBucket(String(id), buckets));
  }
  const byBucket = new Map<number, Map<number, string>>();
  for (const id of order) {
    const bucket = cardBucket(String(id), buckets);
    if (!rewrite.has(bucket)) continue;
    let list = byBucket.get(bucket);
    if (list === undefined) {
      list = new Map();
      byBucket.set(bucket, list);
    }
    list.set(id, cardOf(id));
  }
  for (const bucket of rewrite) {
    const list = byBucket.get(bucket);
    if (list === undefined) files.remove(searchCardsPath(bucket));
    else files.write(cardsFile(bucket, list));
  }
  const sortedSplits = [...splits].sort(byCodeUnit);
  files.write(
    metaFile({
      ...catalog,
      documentCount: order.length,
      averageFieldLength: averageFieldLengths(order.map((id) => documents.get(String(id))?.lengths ?? [])),
      splits: sortedSplits,
      cardBuckets: buckets,
      categories: record.categories,
      shortTerms,
    }),
  );
  return {
    documents: Object.fromEntries(documents),
    splits: sortedSplits,
    cardBuckets: buckets,
    categories: record.categories,
    shortTerms,
  };
}
