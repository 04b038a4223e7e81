// The search index's fragments in the build's client folder (app/wordpress/catalog/search-fragments.server.ts):
// a full build writes them all from the store's search entries; an update rewrites the ones the
// changed posts touch, from the fragments the last build wrote. What the next update needs of them
// (each product's field lengths, the split prefixes, the card buckets) is kept in the store.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import * as v from 'valibot';

import { SEARCH_DIR } from '../../app/config/paths.ts';
import type { CatalogDraft } from '../../app/wordpress/catalog/catalog.ts';
import {
  buildSearchFragments,
  fragmentRecordSchema,
  updateSearchFragments,
  type ChangedProduct,
  type FragmentFile,
  type FragmentFiles,
  type FragmentRecord,
} from '../../app/wordpress/catalog/search-fragments.server.ts';
import { fragmentSource } from '../../app/wordpress/catalog/search-index.server.ts';
import { readSearchEntry } from '../store/catalog-store.ts';

const RECORD_FILE = 'search-fragments.json';

function recordPath(storeDir: string): string {
  return join(storeDir, RECORD_FILE);
}

function writeRecord(storeDir: string, record: FragmentRecord): void {
  const path = recordPath(storeDir);
  writeFileSync(`${path}.tmp`, JSON.stringify(record));
  renameSync(`${path}.tmp`, path);
}

/** The record the last build kept, or null (a build of another version: a full rewrite then). */
export function readRecord(storeDir: string): FragmentRecord | null {
  try {
    return v.parse(fragmentRecordSchema, JSON.parse(readFileSync(recordPath(storeDir), 'utf8')));
  } catch {
    return null;
  }
}

/** The fragments in `clientDir`, as files on disk. */
function filesIn(clientDir: string): FragmentFiles & { count: number } {
  const file = (path: string) => join(clientDir, ...path.split('/'));
  const folders = new Set<string>();
  const files = {
    count: 0,
    read(path: string) {
      try {
        return readFileSync(file(path), 'utf8');
      } catch {
        return null;
      }
    },
    write({ path, text }: FragmentFile) {
      const target = file(path);
      const folder = dirname(target);
      if (!folders.has(folder)) {
        mkdirSync(folder, { recursive: true });
        folders.add(folder);
      }
      writeFileSync(target, text);
      files.count += 1;
    },
    remove(path: string) {
      rmSync(file(path), { force: true });
    },
  };
  return files;
}

function catalogOf(catalog: CatalogDraft) {
  return { baseUrl: catalog.baseUrl, builtAt: catalog.fetchedAt };
}

/** Writes every fragment of `catalog` (the old ones removed first); returns how many files. */
export function writeSearchFragments(clientDir: string, storeDir: string, catalog: CatalogDraft): number {
  rmSync(join(clientDir, ...SEARCH_DIR.split('/')), { recursive: true, force: true });
  const files = filesIn(clientDir);
  function* products() {
    for (const entry of catalog.posts) yield fragmentSource(entry.id, readSearchEntry(storeDir, entry.id));
  }
  writeRecord(storeDir, buildSearchFragments(catalogOf(catalog), products(), files.write));
  return files.count;
}

/** Before an update maps posts again: what the last build indexed of those it will map or remove. */
export function indexedBefore(storeDir: string, ids: readonly number[]): Map<number, ChangedProduct['before']> {
  const before = new Map<number, ChangedProduct['before']>();
  for (const id of ids) {
    try {
      before.set(id, fragmentSource(id, readSearchEntry(storeDir, id)).document);
    } catch {
      before.set(id, null);
    }
  }
  return before;
}

/**
 * Rewrites the fragments the update touched: the products mapped again (`derived`) and removed, whose
 * last indexed documents are `before`. Without the last build's record, every fragment is written again.
 */
export function updateSearchFiles(
  clientDir: string,
  storeDir: string,
  catalog: CatalogDraft,
  derived: readonly number[],
  before: ReadonlyMap<number, ChangedProduct['before']>,
): number {
  const record = readRecord(storeDir);
  if (record === null) return writeSearchFragments(clientDir, storeDir, catalog);
  const files = filesIn(clientDir);
  const kept = new Set(catalog.posts.map((entry) => entry.id));
  const changed: ChangedProduct[] = [...new Set([...before.keys(), ...derived])].map((id) => ({
    id,
    before: before.get(id) ?? null,
    after: kept.has(id) ? fragmentSource(id, readSearchEntry(storeDir, id)) : null,
  }));
  const next = updateSearchFragments(
    catalogOf(catalog),
    catalog.posts.map((entry) => entry.id),
    record,
    changed,
    files,
    (id) => fragmentSource(id, readSearchEntry(storeDir, id)).card,
  );
  if (next === null) return writeSearchFragments(clientDir, storeDir, catalog);
  writeRecord(storeDir, next);
  return files.count;
}
