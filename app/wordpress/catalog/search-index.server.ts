// Build-time only: the search files the build writes (/search-index.json, /search-engine.json) from
// each product's entry, which the build derives once per post and keeps in its store
// (site-builder/store/catalog-store.ts): an update rewrites the entries of the posts that changed, and both
// files are written again from the store, one entry after the other.
import * as v from 'valibot';

import { contentText } from '../content/content-text';
import { cardFields } from '../mapping/card-fields';
import type { SearchDocument } from '../search/product-search';
import { productSearchJson } from '../search/product-search';
import { INDEXED_CONTENT_CHARS, searchDocument, searchIndexFiles, type SearchIndexEntry } from '../search/search-index';
import type { Product } from '../types';

/** A product page's product as the search indexes it: its card and the opening of its text. */
export function searchIndexEntry(product: Product): SearchIndexEntry {
  return {
    product: cardFields(product),
    content: contentText(product.content ?? [])
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, INDEXED_CONTENT_CHARS),
  };
}

/**
 * An entry as the store keeps it: the card's JSON (spliced into /search-index.json as it is) and,
 * on the next line, the indexed document's (JSON text never holds a raw line break).
 */
export function storedSearchEntry(entry: SearchIndexEntry): string {
  return `${JSON.stringify(entry.product)}\n${JSON.stringify(searchDocument(entry))}`;
}

const searchDocumentSchema = v.object({
  id: v.string(),
  title: v.string(),
  excerpt: v.string(),
  category: v.string(),
  content: v.string(),
});

function storedParts(stored: string): { card: string; document: string } {
  const newline = stored.indexOf('\n');
  if (newline < 0) throw new Error('A stored search entry without its document: run a full build');
  return { card: stored.slice(0, newline), document: stored.slice(newline + 1) };
}

/** What the search files are made from: the build's WordPress and time, and its entries in listing order. */
export interface SearchSource {
  baseUrl: string | null;
  builtAt: number;
  /** How many products the build has. */
  count: number;
  /** The stored entries (storedSearchEntry) of products `start` to `end`, in the listing's order. */
  read: (start: number, end: number) => string[];
}

const ENTRIES_PER_CHUNK = 200;

/**
 * /search-index.json as searchIndexFiles writes it, streamed: the cards are read from the store 200
 * at a time, so a catalog of any size goes through.
 */
export function searchIndexStream({ baseUrl, builtAt, count, read }: SearchSource): ReadableStream<Uint8Array> {
  // The file's other fields as searchIndexFiles writes them, around its list of cards.
  const empty = JSON.stringify(searchIndexFiles({ baseUrl, builtAt }, []).index);
  const list = empty.lastIndexOf('[]');
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(empty.slice(0, list + 1)));
    },
    pull(controller) {
      const end = Math.min(next + ENTRIES_PER_CHUNK, count);
      const cards = read(next, end).map((stored) => storedParts(stored).card);
      controller.enqueue(encoder.encode(`${next > 0 && cards.length > 0 ? ',' : ''}${cards.join(',')}`));
      next = end;
      if (next >= count) {
        controller.enqueue(encoder.encode(empty.slice(list + 1)));
        controller.close();
      }
    },
  });
}

/**
 * /search-engine.json: MiniSearch's index of every product (`null` without products), indexed entry
 * by entry and streamed: of a catalog of any size, only the index is held while the file is written.
 */
export function searchEngineStream({ count, read }: SearchSource): ReadableStream<Uint8Array> {
  function* documents(): Generator<SearchDocument> {
    for (let start = 0; start < count; start += ENTRIES_PER_CHUNK) {
      for (const stored of read(start, Math.min(start + ENTRIES_PER_CHUNK, count))) {
        yield v.parse(searchDocumentSchema, JSON.parse(storedParts(stored).document));
      }
    }
  }
  const pieces = productSearchJson(documents());
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      const piece = pieces.next();
      if (piece.done === true) controller.close();
      else controller.enqueue(encoder.encode(piece.value));
    },
  });
}
