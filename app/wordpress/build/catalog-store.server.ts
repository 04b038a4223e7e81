// Build-time only: what the build read of WordPress, kept on disk beside the site it built
// (`<BUILD_DIR>/site/`, never deployed), so that no step holds the whole catalog in memory and an
// update can start from the last build instead of reading everything again:
//
//   catalog.json        the catalog of the last completed build or update: what every page shows
//                       (categories, site pages, settings, 'Mais Lidas') and one small entry per
//                       product, in the listing's order
//   catalog.next.json   the catalog a build or an update is rendering from (renamed when it is done)
//   posts/<id>.json     each product's post as WordPress gave it (validated), read by its page
//   search/<id>.json    each product's entry of the search files (search-index.server.ts)
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as v from 'valibot';

import { wpCategorySchema, wpPageSchema, wpPostSchema } from '../schemas';
import type { CrawledPost } from './crawl.server';

/** The store's format: a build kept in another one cannot be updated (a full build is needed). */
const CATALOG_VERSION = 3;

export const CATALOG_FILE = 'catalog.json';
export const NEXT_CATALOG_FILE = 'catalog.next.json';

/** The store of a build folder (BUILD_DIR, as React Router's buildDirectory). */
export function storeDir(buildDir: string): string {
  return join(buildDir, 'site');
}

const catalogEntrySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** WordPress's `date` (site time): the listing's order. */
  date: v.string(),
  /** Last modification day (YYYY-MM-DD or ''), for the sitemap. */
  modified: v.string(),
  /** The permalink, which other posts' links to this one resolve by. */
  link: v.optional(v.string()),
  categories: v.array(v.number()),
  /** Digest of the stored post: an update compares it with what WordPress answers now. */
  digest: v.string(),
  /** Digest of the product's card: a listing page changes when one of its cards does. */
  cardDigest: v.string(),
  /** The permalinks the content's links were looked up by: the page changes when one is published or removed. */
  linkKeys: v.array(v.string()),
  /** When the product's judgments that depend on the clock (new, price) change; null: never. */
  judgedUntil: v.nullable(v.number()),
});

const catalogSchema = v.object({
  version: v.literal(CATALOG_VERSION),
  /** The WordPress read (REST base), null for a build from the samples. */
  baseUrl: v.nullable(v.string()),
  /** False for a build from the samples: there is nothing to update. */
  wordpressRead: v.boolean(),
  /** The build's clock when it read WordPress: the pages' `fetchedAt`, and `now` for the mapping. */
  fetchedAt: v.number(),
  /** WordPress's clock when it was read, a little earlier: an update asks for posts modified after it. */
  since: v.number(),
  categories: v.array(wpCategorySchema),
  pages: v.array(wpPageSchema),
  mostReadIds: v.nullable(v.array(v.number())),
  settings: v.object({ priceFreshDays: v.number(), companionPlugin: v.nullable(v.boolean()) }),
  /** Posts WordPress lists that are password-protected: public, but not products. */
  protectedIds: v.array(v.number()),
  /** The products, newest first (the listing's order). */
  posts: v.array(catalogEntrySchema),
});

export type Catalog = v.InferOutput<typeof catalogSchema>;
export type CatalogEntry = v.InferOutput<typeof catalogEntrySchema>;
export type CatalogDraft = Omit<Catalog, 'version'>;

const crawledPostSchema = v.object({
  post: wpPostSchema,
  mediaUrl: v.optional(v.nullable(v.string())),
});

/** The listing's order: newest first by WordPress's `date`, then by id, as WordPress sorts. */
export function byListingOrder(a: Pick<CatalogEntry, 'date' | 'id'>, b: Pick<CatalogEntry, 'date' | 'id'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

export function digestOf(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
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

/** Keeps a post; returns the digest of what was kept. */
export function writePost(dir: string, crawled: CrawledPost): string {
  const text = JSON.stringify(crawled);
  writeFileSync(postFile(dir, crawled.post.id), text);
  return digestOf(text);
}

/** The digest writePost gives for this post, without writing it. */
export function postDigest(crawled: CrawledPost): string {
  return digestOf(JSON.stringify(crawled));
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

function postFile(dir: string, id: number): string {
  return join(dir, 'posts', `${id}.json`);
}
