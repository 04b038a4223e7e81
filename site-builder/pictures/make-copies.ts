// The copies of one picture, made with sharp (libvips): AVIF and WebP at each width of the shown
// area (picture-rules.ts), and for a product picture the JPEG that link previews read.
import { renameSync } from 'node:fs';
import { join } from 'node:path';

import sharp, { type Sharp } from 'sharp';

import type { PictureKind } from '../../app/wordpress/catalog/pictures.ts';
import {
  copyHeight,
  copyWidths,
  ENCODING,
  MAX_INPUT_PIXELS,
  SHARE_WIDTH,
  shownArea,
  type PictureHeader,
} from './picture-rules.ts';

// Each picture is read once and dropped: libvips's operation cache would only hold memory.
sharp.cache(false);

/** What the copies of a picture are: the widths written, and the widest one's size. */
export interface MadeCopies {
  widths: number[];
  width: number;
  height: number;
}

/** A file's header as sharp reads it without decoding, with the EXIF orientation applied; null when it is no picture sharp reads. */
export async function readHeader(bytes: Uint8Array): Promise<PictureHeader | null> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    return {
      format: metadata.format,
      width: metadata.autoOrient.width,
      height: metadata.autoOrient.height,
      pages: metadata.pages,
    };
  } catch {
    return null;
  }
}

/** The file names of a picture's copies (below the cache's and the site's pictures folder). */
export function copyFiles(name: string, kind: PictureKind, widths: readonly number[]): string[] {
  const sized = widths.flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`]);
  return kind === 'product' ? [...sized, `${name}.jpg`] : sized;
}

/**
 * Writes the copies of the picture in `bytes` (already found taken: see refusal) into `dir`, each
 * written whole under a temporary name first, so a stopped build never leaves half a file.
 */
export async function makeCopies(
  bytes: Uint8Array,
  header: { width: number; height: number },
  kind: PictureKind,
  name: string,
  dir: string,
): Promise<MadeCopies> {
  const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  const area = shownArea(kind, header.width, header.height);
  const widths = copyWidths(area.width);
  const write = async (pipeline: Sharp, file: string) => {
    const path = join(dir, file);
    const temporary = `${path}.${process.pid}.tmp`;
    await pipeline.toFile(temporary);
    renameSync(temporary, path);
  };
  for (const width of widths) {
    const height = copyHeight(width, area);
    const resized = input().resize(width, height, { fit: 'cover', position: 'centre' });
    await write(resized.clone().avif(ENCODING.avif), `${name}-${width}.avif`);
    await write(resized.clone().webp(ENCODING.webp), `${name}-${width}.webp`);
  }
  if (kind === 'product') {
    const share = input()
      .resize({ width: Math.min(SHARE_WIDTH, header.width), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg(ENCODING.jpeg);
    await write(share, `${name}.jpg`);
  }
  const widest = widths[widths.length - 1] ?? area.width;
  return { widths, width: widest, height: copyHeight(widest, area) };
}
