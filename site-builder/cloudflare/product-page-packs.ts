// The build's side of packed product pages (PACK_PRODUCT_PAGES=1, product-page-pack.ts): once the
// pages are rendered into `product/<id>/index.html`, each goes into the pack of its id range and its
// folder goes. A full build writes every pack anew; an update rewrites only the packs of the pages it
// rendered or removed, and gives the same bytes as a full build (the pages in id order, gzip
// without a date).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';

import {
  decodePack,
  encodePack,
  packOf,
  packPath,
  PRODUCT_PAGE_PACKS_PATH,
  type PackedPage,
} from './product-page-pack.ts';

const gzipped = promisify(gzip);

const PRODUCT_FOLDER = 'product';

function sitePath(clientDir: string, path: string): string {
  return join(clientDir, ...path.split('/').filter(Boolean));
}

/** The ids of the product pages rendered as files, waiting for their packs. */
function renderedProducts(clientDir: string): number[] {
  const folder = join(clientDir, PRODUCT_FOLDER);
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[1-9]\d*$/.test(entry.name))
    .map((entry) => Number(entry.name))
    .filter((id) => existsSync(join(folder, String(id), 'index.html')));
}

async function packedPage(html: Buffer): Promise<PackedPage> {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 22)}"`;
  return { gzip: await gzipped(html, { level: constants.Z_BEST_COMPRESSION }), etag };
}

function groupByPack(ids: readonly number[]): Map<number, number[]> {
  const packs = new Map<number, number[]>();
  for (const id of ids) packs.set(packOf(id), [...(packs.get(packOf(id)) ?? []), id]);
  return packs;
}

export interface PackReport {
  pages: number;
  packsWritten: number;
}

/**
 * Moves the rendered product pages into their packs, and takes `removed` out of theirs. `fresh`: a
 * full build, whose packs are all written again.
 */
export async function packProductPages(
  clientDir: string,
  options: { fresh: boolean; removed: readonly number[] },
): Promise<PackReport> {
  const packsDir = sitePath(clientDir, PRODUCT_PAGE_PACKS_PATH);
  if (options.fresh) rmSync(packsDir, { recursive: true, force: true });
  mkdirSync(packsDir, { recursive: true });
  const rendered = renderedProducts(clientDir);
  const added = groupByPack(rendered);
  const removed = groupByPack(options.removed);
  const touched = [...new Set([...added.keys(), ...removed.keys()])].sort((a, b) => a - b);
  for (const pack of touched) {
    const file = sitePath(clientDir, packPath(pack));
    const pages = options.fresh || !existsSync(file) ? new Map<number, PackedPage>() : decodePack(readFileSync(file));
    for (const id of removed.get(pack) ?? []) pages.delete(id);
    const ids = added.get(pack) ?? [];
    const made = await Promise.all(
      ids.map((id) => packedPage(readFileSync(join(clientDir, PRODUCT_FOLDER, String(id), 'index.html')))),
    );
    ids.forEach((id, index) => {
      const page = made[index];
      if (page !== undefined) pages.set(id, page);
    });
    if (pages.size === 0) {
      rmSync(file, { force: true });
      continue;
    }
    writeFileSync(`${file}.tmp`, encodePack(pages));
    renameSync(`${file}.tmp`, file);
  }
  for (const id of rendered) rmSync(join(clientDir, PRODUCT_FOLDER, String(id)), { recursive: true, force: true });
  const productFolder = join(clientDir, PRODUCT_FOLDER);
  if (existsSync(productFolder) && readdirSync(productFolder).length === 0) rmSync(productFolder, { recursive: true });
  return { pages: rendered.length, packsWritten: touched.length };
}
