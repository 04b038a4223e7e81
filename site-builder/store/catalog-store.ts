// What the build read of WordPress, kept on disk beside the site it built (`<BUILD_DIR>/site/`, never
// deployed), so that no step holds the whole catalog in memory and an update can start from the last
// build instead of reading everything again:
//
//   catalog.json        the catalog of the last completed build or update: what every page shows
//                       (categories, site pages, settings, 'Mais Lidas') and one small entry per
//                       product, in the listing's order
//   catalog.next.json   the catalog a build or an update is rendering from (renamed when it is done)
//   posts/<id>.json     each product's post as WordPress gave it (validated), read by its page
//   search/<id>.json    each product's entry of the search files (app/wordpress/catalog/search-index.server.ts)
//   pictures.json       the pictures the build took in, and each product's (pictures/picture-table.ts);
//                       pictures.next.json beside catalog.next.json
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as v from 'valibot';

import {
  CATALOG_VERSION,
  catalogSchema,
  crawledPostSchema,
  postDigest,
  type Catalog,
  type CatalogDraft,
  type CrawledPost,
} from '../../app/wordpress/catalog/catalog.ts';
import type { CatalogSource } from '../../app/wordpress/catalog/catalog-source.server.ts';
import { lookupOf, pictureTableFileFor, readPictureTable } from '../pictures/picture-table.ts';

export const CATALOG_FILE = 'catalog.json';
export const NEXT_CATALOG_FILE = 'catalog.next.json';

/** The store of a build folder (BUILD_DIR, as React Router's buildDirectory). */
export function storeDir(buildDir: string): string {
  return join(buildDir, 'site');
}

/** The catalog in `file` of the store, or null when there is none. */
export function readCatalog(dir: string, file = CATALOG_FILE): Catalog | null {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    return null;
  }
  const parsed = v.safeParse(catalogSchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(dir, file)} is not a catalog of this version of the build`);
  return parsed.output;
}

export function writeCatalog(dir: string, catalog: CatalogDraft, file = CATALOG_FILE): void {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(`${path}.tmp`, JSON.stringify({ version: CATALOG_VERSION, ...catalog }));
  renameSync(`${path}.tmp`, path);
}

/** Makes `catalog` the build's catalog, once every page is written, and drops the one rendered from. */
export function commitCatalog(dir: string, catalog: CatalogDraft): void {
  writeCatalog(dir, catalog, CATALOG_FILE);
  rmSync(join(dir, NEXT_CATALOG_FILE), { force: true });
}

/** Keeps a post; returns its digest (postDigest). */
export function writePost(dir: string, crawled: CrawledPost): string {
  writeFileSync(postFile(dir, crawled.post.id), JSON.stringify(crawled));
  return postDigest(crawled);
}

export function readPost(dir: string, id: number): CrawledPost {
  // Written by writePost from validated WordPress data; validated again, as every file read from disk is.
  return v.parse(crawledPostSchema, JSON.parse(readFileSync(postFile(dir, id), 'utf8')));
}

export function writeSearchEntry(dir: string, id: number, entry: string): void {
  writeFileSync(join(dir, 'search', `${id}.json`), entry);
}

/** A post's search index entry, as the JSON text derivePost wrote (spliced into the index as it is). */
export function readSearchEntry(dir: string, id: number): string {
  return readFileSync(join(dir, 'search', `${id}.json`), 'utf8');
}

export function removePost(dir: string, id: number): void {
  rmSync(postFile(dir, id), { force: true });
  rmSync(join(dir, 'search', `${id}.json`), { force: true });
}

/** Creates the store's folders (an existing store is kept: an update reuses it). */
export function prepareStore(dir: string): void {
  mkdirSync(join(dir, 'posts'), { recursive: true });
  mkdirSync(join(dir, 'search'), { recursive: true });
}

/**
 * The pages' view of the catalog in `file` of the store `dir` (what the loaders read, page by page),
 * with the pictures table that goes with it.
 */
export function catalogSource(dir: string, file: string): CatalogSource {
  const catalog = readCatalog(dir, file);
  if (catalog === null) throw new Error(`No catalog ${file} in ${dir}: run the build again`);
  return {
    catalog,
    post: (id) => readPost(dir, id),
    searchEntry: (id) => readSearchEntry(dir, id),
    picture: lookupOf(readPictureTable(dir, pictureTableFileFor(file))),
  };
}

function postFile(dir: string, id: number): string {
  return join(dir, 'posts', `${id}.json`);
}
