import MiniSearch from 'minisearch';

import { searchCardsPath, searchPostingsPath, searchTermsPath } from '../../config/paths';
import { picturesOf, withSitePictures } from '../mapping/site-pictures';
import type { Product } from '../types';
import {
  FUZZY_FROM,
  OPTIONS,
  queryTerms,
  ranked,
  SEARCH,
  SEARCH_FIELDS,
  withoutUnfinishedWord,
  type SearchDocument,
} from './product-search';
import {
  cardBucket,
  decodeDocs,
  isCardsFile,
  isPostingsFile,
  isTermsFile,
  letterKey,
  MIN_PREFIX_LENGTH,
  shardFileName,
  shardOf,
  shardsUnder,
  type PostedDocument,
  type PostingsFile,
  type SearchMeta,
} from './search-fragments';

// The build's index, fetched a fragment at a time (search-fragments.ts): for each query, the
// vocabulary fragments of its words' first two letters say which terms it can match (the word itself,
// the words it starts when it is the last one, the words one typo away), and only those terms'
// postings are fetched, into a MiniSearch holding the whole catalog's totals. MiniSearch then scores
// them as it would the whole index: the same options, the same numbers, the same results.

/**
 * At most this many postings shards are fetched ahead of a word's third letter: a two-letter start of
 * a few words (the 'jb' of 'jbl'), not one of thousands (the 'ca' of a Portuguese catalog: 21 shards,
 * 190 kB at 50,000 products), whose third letter waits for its own shards instead.
 */
const PREFETCHED_SHARDS = 4;

/** Reads one of the build's files as JSON; null when it is not there. */
export type FetchJson = (path: string) => Promise<unknown>;

/** A product found: its id and its card's category (a category page keeps its own). */
export interface Match {
  id: string;
  category: string;
}

/** Whether `a` and `b` are at most one insertion, deletion or substitution apart (MiniSearch's fuzzy: 1). */
export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  return endA - start <= 1 && endB - start <= 1;
}

/** MiniSearch over the fragments fetched so far, with the catalog's totals. */
class PartialIndex extends MiniSearch<SearchDocument> {
  constructor(meta: SearchMeta) {
    super({ ...OPTIONS, autoVacuum: false });
    this._documentCount = meta.documentCount;
    this._avgFieldLength = [...meta.averageFieldLength];
  }

  /** Adds a postings file's documents and terms; returns its documents, in the listing's order. */
  addPostings(file: PostingsFile, left: ReadonlySet<string>): PostedDocument[] {
    const documents = decodeDocs(file.docs, SEARCH_FIELDS.length);
    const shortIds = documents.map(({ id, lengths }) => {
      const key = String(id);
      // Replaced by a newer version of the post (add): its old terms are not searched.
      if (left.has(key)) return undefined;
      let shortId = this._idToShortId.get(key);
      if (shortId === undefined) {
        shortId = this._nextId++;
        this._idToShortId.set(key, shortId);
        this._documentIds.set(shortId, key);
      }
      // Each file has the lengths of the fields its terms occur in: a document's grow file by file.
      const known = this._fieldLength.get(shortId) ?? SEARCH_FIELDS.map(() => 0);
      lengths.forEach((length, field) => {
        if (length !== undefined) known[field] = length;
      });
      this._fieldLength.set(shortId, known);
      return shortId;
    });
    for (const [term, fields] of file.terms) {
      const data = this._index.get(term) ?? new Map<number, Map<number, number>>();
      fields.forEach((list, fieldId) => {
        if (list.length === 0) return;
        const postings = data.get(fieldId) ?? new Map<number, number>();
        let index = 0;
        for (let at = 0; at < list.length; at += 2) {
          index += list[at] ?? 0;
          const shortId = shortIds[index];
          if (shortId !== undefined) postings.set(shortId, list[at + 1] ?? 0);
        }
        data.set(fieldId, postings);
      });
      this._index.set(term, data);
    }
    return documents;
  }
}

/** The build's index of a catalog, searched a fragment at a time. */
export class FragmentSearch {
  readonly #meta: SearchMeta;
  readonly #fetchJson: FetchJson;
  readonly #splits: ReadonlySet<string>;
  readonly #shortTerms: ReadonlySet<string>;
  readonly #engine: PartialIndex;
  readonly #vocabulary = new Map<string, Promise<string[]>>();
  /** Shards added to the engine. */
  readonly #shards = new Set<string>();
  /** Shards being fetched. */
  readonly #files = new Map<string, Promise<unknown>>();
  readonly #cards = new Map<number, Promise<Map<string, Product>>>();
  /** Each loaded shard's documents in the listing's order (position by id), for ties. */
  readonly #orders: Map<string, number>[] = [];
  readonly #categories = new Map<string, string>();
  /** Posts newer than the build (including): their listing position, negative (they come first), and cards. */
  readonly #newer = new Map<string, number>();
  readonly #newerCards = new Map<string, Product>();
  #newest = 0;

  constructor(meta: SearchMeta, fetchJson: FetchJson) {
    this.#meta = meta;
    this.#fetchJson = fetchJson;
    this.#splits = new Set(meta.splits);
    this.#shortTerms = new Set(meta.shortTerms);
    this.#engine = new PartialIndex(meta);
  }

  get builtAt(): number {
    return this.#meta.builtAt;
  }

  get size(): number {
    return this.#engine.documentCount;
  }

  /** A vocabulary fragment (cached; a failed one is asked again next time). */
  #terms(key: string): Promise<string[]> {
    let terms = this.#vocabulary.get(key);
    if (terms === undefined) {
      terms = this.#fetchJson(searchTermsPath(key)).then((file) => (isTermsFile(file) ? file : []));
      terms.catch(() => this.#vocabulary.delete(key));
      this.#vocabulary.set(key, terms);
    }
    return terms;
  }

  /**
   * Starts fetching what the words typed so far will need: the vocabulary of their first two letters
   * (a word's typos and continuations are all listed there), and, while the last word has two
   * letters, the postings of every term it starts when they are in few shards: its third letter,
   * whichever it is, then finds them here instead of waiting for a round trip. Called on every key; cached.
   */
  prefetch(query: string): void {
    const terms = queryTerms(query);
    for (const term of terms) {
      for (const character of term.slice(0, 2)) this.#terms(letterKey(character)).catch(() => undefined);
    }
    const last = terms.at(-1);
    if (last?.length !== MIN_PREFIX_LENGTH - 1) return;
    this.#terms(letterKey(last.charAt(0)))
      .then((vocabulary) => {
        const shards = shardsUnder(last, vocabulary, this.#splits);
        if (shards.length > PREFETCHED_SHARDS) return;
        for (const shard of shards) this.#shardFile(shard).catch(() => undefined);
      })
      .catch(() => undefined);
  }

  /** Fetches every shard `query` can match a term of. */
  async #load(query: string): Promise<void> {
    const terms = queryTerms(query);
    const needed = await Promise.all(
      terms.map(async (term, index) => {
        // Searched only whole: the meta file lists every such term.
        if (term.length < MIN_PREFIX_LENGTH) return this.#shortTerms.has(term) ? [shardOf(term, this.#splits)] : [];
        const fuzzy = term.length >= FUZZY_FROM;
        const prefix = index === terms.length - 1 && term.length >= MIN_PREFIX_LENGTH;
        const [first, second] = await Promise.all([
          this.#terms(letterKey(term.charAt(0))),
          fuzzy ? this.#terms(letterKey(term.charAt(1))) : Promise.resolve([]),
        ]);
        const candidates = new Set<string>();
        for (const listed of first) {
          if (listed === term || (prefix && listed.startsWith(term)) || (fuzzy && withinOneEdit(term, listed))) {
            candidates.add(listed);
          }
        }
        if (fuzzy) for (const listed of second) if (withinOneEdit(term, listed)) candidates.add(listed);
        return [...candidates].map((candidate) => shardOf(candidate, this.#splits));
      }),
    );
    // Loaded in the order of their names, whatever the order they arrive in.
    const shards = [...new Set(needed.flat())].sort();
    const files = await Promise.all(shards.map((shard) => this.#shardFile(shard)));
    for (const [index, shard] of shards.entries()) if (!this.#shards.has(shard)) this.#addShard(shard, files[index]);
  }

  #shardFile(shard: string): Promise<unknown> {
    if (this.#shards.has(shard)) return Promise.resolve(null);
    let file = this.#files.get(shard);
    if (file === undefined) {
      file = this.#fetchJson(searchPostingsPath(shardFileName(shard)));
      file.catch(() => this.#files.delete(shard));
      this.#files.set(shard, file);
    }
    return file;
  }

  #addShard(shard: string, file: unknown): void {
    this.#shards.add(shard);
    this.#files.delete(shard);
    if (!isPostingsFile(file)) return;
    const documents = this.#engine.addPostings(file, new Set(this.#newer.keys()));
    this.#orders.push(new Map(documents.map(({ id }, index) => [String(id), index])));
    for (const { id, category } of documents) {
      if (!this.#newer.has(String(id))) this.#categories.set(String(id), this.#meta.categories[category] ?? '');
    }
  }

  /** Equal scores: newer posts first, then the listing's order as a shard holding both says it; else the newer id. */
  #before = (a: { id: unknown }, b: { id: unknown }): number => {
    const [idA, idB] = [String(a.id), String(b.id)];
    const newerA = this.#newer.get(idA);
    const newerB = this.#newer.get(idB);
    if (newerA !== undefined || newerB !== undefined) return (newerA ?? 0) - (newerB ?? 0);
    for (const order of this.#orders) {
      const positionA = order.get(idA);
      const positionB = order.get(idB);
      if (positionA !== undefined && positionB !== undefined) return positionA - positionB;
    }
    return Number(idB) - Number(idA);
  };

  #find(query: string): string[] {
    if (queryTerms(query).length === 0) return [];
    return ranked(this.#engine.search(query, SEARCH), this.#before).map((result) => String(result.id));
  }

  /**
   * Every product `query` finds, best first, with its category; null while the query is one
   * unfinished word no product has whole (withoutUnfinishedWord). The fragments' requests are shared
   * by every search that needs them, so no search's end cancels them.
   */
  async find(query: string): Promise<Match[] | null> {
    await this.#load(query);
    let found = this.#find(query);
    const shorter = found.length === 0 ? withoutUnfinishedWord(query) : null;
    if (shorter === '') return null;
    if (shorter !== null) {
      await this.#load(shorter);
      found = this.#find(shorter);
    }
    return found.map((id) => ({ id, category: this.#categories.get(id) ?? '' }));
  }

  #bucket(bucket: number): Promise<Map<string, Product>> {
    let cards = this.#cards.get(bucket);
    if (cards === undefined) {
      cards = this.#fetchJson(searchCardsPath(bucket)).then(
        (file) => new Map(isCardsFile(file) ? file.map((card) => [card.id, card]) : []),
      );
      cards.catch(() => this.#cards.delete(bucket));
      this.#cards.set(bucket, cards);
    }
    return cards;
  }

  /**
   * The cards of `ids`, in their order (a product without a card is left out). A post edited since
   * the build keeps the build's copies of the pictures it still shows.
   */
  async cards(ids: readonly string[]): Promise<Product[]> {
    const buckets = await Promise.all(ids.map((id) => this.#bucket(cardBucket(id, this.#meta.cardBuckets))));
    return ids.flatMap((id, index) => {
      const built = buckets[index]?.get(id);
      const newer = this.#newerCards.get(id);
      if (newer === undefined) return built ?? [];
      return withSitePictures(newer, picturesOf([built]));
    });
  }

  /** Adds posts newer than the build (replacing their build version): they come first on ties. */
  add(newer: readonly { product: Product; document: SearchDocument }[]): void {
    const first = this.#newest - newer.length;
    newer.forEach(({ product, document }, index) => {
      if (this.#engine.has(document.id)) this.#engine.discard(document.id);
      this.#engine.add(document);
      this.#newer.set(document.id, first + index);
      this.#newerCards.set(product.id, product);
      this.#categories.set(product.id, product.category);
    });
    this.#newest = first;
  }
}
