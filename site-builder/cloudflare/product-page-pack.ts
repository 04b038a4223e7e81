// A pack of product pages: the prerendered pages of the products whose ids share a range of
// PACK_ID_RANGE, in one file, for hosts that limit the number of files (Cloudflare Pages' Free plan:
// 20,000). The build writes them (product-page-packs.ts) and the host's Function reads the one a
// request names (product-pages-worker.ts); both use this file only. No imports: the worker is built
// from it alone.
//
// Layout: the signature PACK_SIGNATURE, the header's length (4 bytes, big-endian), the header (JSON:
// each page's id -> its offset after the header, its length and its ETag), then each page's HTML,
// gzip-compressed.

/** Where the packs are, below the site's root. */
export const PRODUCT_PAGE_PACKS_PATH = '/product-pages/';

/**
 * Ids per pack. WordPress gives posts, pictures and revisions ids from one counter, so a range of 128
 * ids holds 128 pages at most (about 1.5 MB compressed) and 30–60 in a catalog whose posts each have
 * a picture; a range, unlike a hash, never moves a page when the catalog grows.
 */
export const PACK_ID_RANGE = 128;

/** The first bytes of a pack: a host answers a missing file with its fallback page, not a 404. */
const PACK_SIGNATURE = new TextEncoder().encode('PPK1');
const HEADER_START = PACK_SIGNATURE.length + 4;

export interface PackedPage {
  /** The page's HTML, gzip-compressed. */
  gzip: Uint8Array;
  /** A strong ETag of the HTML (quoted). */
  etag: string;
}

export function packOf(id: number): number {
  return Math.floor(id / PACK_ID_RANGE);
}

export function packPath(pack: number): string {
  return `${PRODUCT_PAGE_PACKS_PATH}${pack}.bin`;
}

/** The pack file of `pages`, in the order of their ids (the same pages give the same bytes). */
export function encodePack(pages: ReadonlyMap<number, PackedPage>): Uint8Array {
  const ids = [...pages.keys()].sort((a, b) => a - b);
  const header: Record<string, [number, number, string]> = {};
  let offset = 0;
  for (const id of ids) {
    const page = pages.get(id);
    if (page === undefined) continue;
    header[String(id)] = [offset, page.gzip.length, page.etag];
    offset += page.gzip.length;
  }
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const pack = new Uint8Array(HEADER_START + headerBytes.length + offset);
  pack.set(PACK_SIGNATURE, 0);
  new DataView(pack.buffer).setUint32(PACK_SIGNATURE.length, headerBytes.length);
  pack.set(headerBytes, HEADER_START);
  let at = HEADER_START + headerBytes.length;
  for (const id of ids) {
    const page = pages.get(id);
    if (page === undefined) continue;
    pack.set(page.gzip, at);
    at += page.gzip.length;
  }
  return pack;
}

function isPageEntry(value: unknown): value is [number, number, string] {
  return (
    Array.isArray(value) &&
    value.length === 3 &&
    Number.isInteger(value[0]) &&
    Number.isInteger(value[1]) &&
    typeof value[2] === 'string'
  );
}

/** Whether `bytes` start as a pack does (else: another file, such as a host's fallback page). */
export function isPack(bytes: Uint8Array): boolean {
  return bytes.length >= HEADER_START && PACK_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** The pages of a pack file; throws on a file that is not one, or a damaged one. */
export function decodePack(pack: Uint8Array): Map<number, PackedPage> {
  if (!isPack(pack)) throw new Error('not a pack of product pages');
  const headerLength = new DataView(pack.buffer, pack.byteOffset, pack.byteLength).getUint32(PACK_SIGNATURE.length);
  const bodyStart = HEADER_START + headerLength;
  if (bodyStart > pack.length) throw new Error('a damaged pack of product pages: header past its end');
  let header: unknown;
  try {
    header = JSON.parse(new TextDecoder().decode(pack.subarray(HEADER_START, bodyStart)));
  } catch {
    throw new Error('a damaged pack of product pages: its header is not JSON');
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) {
    throw new Error('a damaged pack of product pages: no header');
  }
  const pages = new Map<number, PackedPage>();
  for (const [id, entry] of Object.entries(header)) {
    if (!/^[1-9]\d*$/.test(id) || !isPageEntry(entry)) throw new Error(`a damaged pack of product pages: entry ${id}`);
    const [offset, length, etag] = entry;
    const start = bodyStart + offset;
    if (offset < 0 || length < 0 || start + length > pack.length) {
      throw new Error(`a damaged pack of product pages: page ${id} past its end`);
    }
    pages.set(Number(id), { gzip: pack.subarray(start, start + length), etag });
  }
  return pages;
}
