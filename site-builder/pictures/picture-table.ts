// The pictures of the build (in its store, beside the catalog: `<BUILD_DIR>/site/pictures.json`,
// and `pictures.next.json` while a build or an update renders): the copies each picture the pages
// show got, by WordPress's address and kind, and which pictures each product shows. The pages'
// loaders read the first through the catalog's seam; an update, the second.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import * as v from 'valibot';

import type { PictureKind, PictureLookup, SitePicture } from '../../app/wordpress/catalog/pictures.ts';

const TABLE_VERSION = 1;
export const PICTURES_FILE = 'pictures.json';
export const NEXT_PICTURES_FILE = 'pictures.next.json';

const sitePictureSchema = v.object({
  source: v.string(),
  name: v.string(),
  widths: v.array(v.number()),
  width: v.number(),
  height: v.number(),
});

const tableSchema = v.object({
  version: v.literal(TABLE_VERSION),
  /** The copies of each picture taken in, by pictureKey. */
  taken: v.record(v.string(), sitePictureSchema),
  /** Each product's pictures (pictureKey), taken in or not: an update knows what a changed post stops showing. */
  posts: v.record(v.string(), v.array(v.string())),
});

export type PictureTable = Omit<v.InferOutput<typeof tableSchema>, 'version'>;

export const EMPTY_TABLE: PictureTable = { taken: {}, posts: {} };

/** How the table names a picture: its kind and WordPress's address. */
export function pictureKey(source: string, kind: PictureKind): string {
  return `${kind} ${source}`;
}

export function lookupOf(table: PictureTable): PictureLookup {
  return (source, kind): SitePicture | undefined => table.taken[pictureKey(source, kind)];
}

/** The table in `file` of the store `dir`; the empty table when there is none. */
export function readPictureTable(dir: string, file = PICTURES_FILE): PictureTable {
  let text: string;
  try {
    text = readFileSync(join(dir, file), 'utf8');
  } catch {
    return EMPTY_TABLE;
  }
  const parsed = v.safeParse(tableSchema, JSON.parse(text));
  if (!parsed.success) throw new Error(`${join(dir, file)} is not a pictures table of this version of the build`);
  return { taken: parsed.output.taken, posts: parsed.output.posts };
}

export function writePictureTable(dir: string, table: PictureTable, file = NEXT_PICTURES_FILE): void {
  const path = join(dir, file);
  writeFileSync(`${path}.tmp`, JSON.stringify({ version: TABLE_VERSION, ...table }));
  renameSync(`${path}.tmp`, path);
}

/** Makes the table being rendered the build's, with its catalog (store/catalog-store.ts, commitCatalog). */
export function commitPictureTable(dir: string): void {
  try {
    renameSync(join(dir, NEXT_PICTURES_FILE), join(dir, PICTURES_FILE));
  } catch {
    rmSync(join(dir, PICTURES_FILE), { force: true });
  }
}

/** The table file that goes with a catalog file of the store (the one being rendered, or the build's). */
export function pictureTableFileFor(catalogFile: string): string {
  return catalogFile.includes('.next.') ? NEXT_PICTURES_FILE : PICTURES_FILE;
}
