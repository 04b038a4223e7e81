// Build-time only: each product's entry of the search index, which the build derives once per post
// and keeps in its store (site-builder/store/catalog-store.ts); the index's fragments are made from
// these entries (search-fragments.server.ts), all of them by a full build, the changed ones by an update.
import * as v from 'valibot';

import { contentText } from '../content/content-text';
import { cardFields } from '../mapping/card-fields';
import { INDEXED_CONTENT_CHARS, searchDocument, type SearchIndexEntry } from '../search/search-index';
import type { Product } from '../types';
import type { FragmentSource } from './search-fragments.server';

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
 * An entry as the store keeps it: the card's JSON (spliced into its card file as it is) and,
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

/** A stored entry as the fragments are made from it (search-fragments.server.ts). */
export function fragmentSource(id: number, stored: string): FragmentSource {
  const { card, document } = storedParts(stored);
  return { id, card, document: v.parse(searchDocumentSchema, JSON.parse(document)) };
}
