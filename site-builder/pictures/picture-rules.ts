// The rules of the pictures the build takes in (take-pictures.ts): which copies it writes, how they
// are named, and which files it refuses. Pure: unit-tested without sharp or a network.
import { createHash } from 'node:crypto';

import type { PictureKind } from '../../app/wordpress/catalog/pictures.ts';

/**
 * Bump when the copies a picture gets change (widths, formats, quality, crop): every picture is made
 * again under new names, and the pages point at the new ones.
 */
export const RULES_VERSION = 1;

/**
 * The widths of the copies, from the layout's boxes (product-card.tsx, product-detail.tsx,
 * post-content.tsx): a phone's card or page picture is the screen's width less 32 px (328–398 px on
 * 360–430 px phones: 480 at 1x–1.2x, 720 at 1.75x–2x, 1080 at 2.6x–3x), a wide screen's card 217 px
 * (240 at 1x, 480 at 2x), the sidebar's thumbnail 64 px, a product page's picture on a wide screen
 * 768 px (1080 at 1x–1.4x, the widest from there). Never wider than the upload.
 */
export const COPY_WIDTHS = [240, 480, 720, 1080] as const;

/** A product picture's box: the cards and the product page show it cut to 4:3 (object-cover, centred). */
const PRODUCT_ASPECT = 4 / 3;

/** The JPEG for link previews: Facebook's recommended 1200 px wide, the upload's own shape. */
export const SHARE_WIDTH = 1200;

/** Encoder settings: AVIF at libaom's fast settings (see docs/benchmarks.md for the time), WebP and JPEG at the usual web qualities. */
export const ENCODING = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 75 },
  jpeg: { quality: 82 },
} as const;

/** The largest upload the build downloads: a photo straight from a camera is a few MB. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/**
 * The most pixels the build decodes (sharp's limitInputPixels): a 50-megapixel phone photo fits; a
 * small file that claims more (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 60_000_000;

/** What sharp reads that the build takes in: the formats WordPress accepts as images. */
const TAKEN_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif']);

/** What the build reads of a file before it decodes it (sharp's metadata: the header only). */
export interface PictureHeader {
  format: string | undefined;
  width: number | undefined;
  height: number | undefined;
  /** Frames of an animation; 1 or undefined for a still picture. */
  pages: number | undefined;
}

/** Why the build refuses a file, in words for its output; null when it takes it in. */
export function refusal(header: PictureHeader | null, bytes: number): string | null {
  if (bytes > MAX_PICTURE_BYTES) return `larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB`;
  if (header === null || header.format === undefined) return 'not a picture';
  if (!TAKEN_FORMATS.has(header.format))
    return `${header.format.toUpperCase()}, not a JPEG, PNG, WebP, AVIF or GIF picture`;
  const { width, height } = header;
  if (width === undefined || height === undefined || width < 1 || height < 1) return 'a picture without a size';
  if (width * height > MAX_INPUT_PIXELS) {
    return `${width}×${height} pixels, more than the ${MAX_INPUT_PIXELS / 1_000_000} million the build decodes (a decompression bomb?)`;
  }
  if ((header.pages ?? 1) > 1) return 'an animation: its copies would stand still';
  return null;
}

/** The part of an upload of `width`×`height` a kind of picture shows: the centred 4:3 box for a product. */
export function shownArea(kind: PictureKind, width: number, height: number): { width: number; height: number } {
  if (kind === 'content') return { width, height };
  if (width / height > PRODUCT_ASPECT) return { width: Math.round(height * PRODUCT_ASPECT), height };
  return { width, height: Math.round(width / PRODUCT_ASPECT) };
}

/**
 * The widths of the copies of a picture whose shown area is `width` wide: the layout's widths below
 * it, then the area's own width (up to the widest), unless that is within a tenth of the last one.
 */
export function copyWidths(width: number): number[] {
  const widest = Math.min(width, COPY_WIDTHS[COPY_WIDTHS.length - 1] ?? width);
  const below = COPY_WIDTHS.filter((candidate) => candidate < widest);
  const last = below.at(-1);
  return last !== undefined && widest < last * 1.1 ? below : [...below, widest];
}

/** The height of a copy `width` wide of an area of `area`'s shape. */
export function copyHeight(width: number, area: { width: number; height: number }): number {
  return Math.max(1, Math.round((width * area.height) / area.width));
}

/** The digest of a file's bytes: the cache knows a picture by it, whatever its address. */
export function contentDigest(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The copies' name: from the file's content, how it is shown and the rules, so a changed file or
 * rule gets new names (a browser or CDN never shows a stale copy) and the same file at two
 * addresses is written once. 20 hexadecimal digits (80 bits; one case, for case-blind file systems).
 */
export function pictureName(digest: string, kind: PictureKind): string {
  return createHash('sha256').update(`${RULES_VERSION}\n${kind}\n${digest}`).digest('hex').slice(0, 20);
}
