// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startLocalHttpHost, type LocalHttpHost } from '../test/local-http-host';

import { PictureCache } from './picture-cache';
import { pictureKey } from './picture-table';
import { takePictures, type WantedPicture } from './take-pictures';

/** The files the test host serves, by path, and how often each was asked for (and answered whole). */
const files = new Map<string, { body: Buffer; etag: string; declaredLength?: number }>();
const asked: string[] = [];
const sentWhole: string[] = [];
let host: LocalHttpHost;
let origin = '';

beforeAll(async () => {
  host = await startLocalHttpHost((request, response) => {
    const path = request.url ?? '';
    asked.push(path);
    const file = files.get(path);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    if (request.headers['if-none-match'] === file.etag) {
      response.writeHead(304).end();
      return;
    }
    if (file.declaredLength !== undefined) {
      // A file larger than it is worth: its first bytes, then the rest never comes.
      response.writeHead(200, { ETag: file.etag, 'Content-Length': file.declaredLength });
      response.write(Buffer.alloc(1024));
      return;
    }
    sentWhole.push(path);
    response.writeHead(200, { ETag: file.etag, 'Content-Length': file.body.length });
    response.end(file.body);
  });
  origin = host.origin;
});
afterAll(() => host.close());

let dir = '';
beforeEach(() => {
  files.clear();
  asked.length = 0;
  sentWhole.length = 0;
  dir = mkdtempSync(join(tmpdir(), 'pictures-'));
  return () => rmSync(dir, { recursive: true, force: true });
});

async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

function serve(path: string, body: Buffer, etag = `"${body.length}-${path}"`): string {
  files.set(path, { body, etag });
  return `${origin}${path}`;
}

function wanting(...pictures: [string, 'product' | 'content'][]): Map<string, WantedPicture> {
  return new Map(
    pictures.map(([source, kind], index) => [pictureKey(source, kind), { source, kind, posts: [index + 1] }]),
  );
}

describe('taking pictures in', () => {
  it("makes a product picture's AVIF and WebP copies at the layout's widths, cut to 4:3, and the JPEG for link previews", async () => {
    const source = serve('/up/fone.jpg', await photo(1500, 1000, '#c33'));
    const cache = new PictureCache(dir);
    const { taken, report } = await takePictures(wanting([source, 'product']), cache, { revalidate: true });
    const picture = taken[pictureKey(source, 'product')];
    expect(picture).toMatchObject({ source, widths: [240, 480, 720, 1080], width: 1080, height: 810 });
    expect(report).toMatchObject({ wanted: 1, taken: 1, made: 1, downloaded: 1, failed: [], refused: [] });
    const name = picture?.name ?? '';
    expect(readdirSync(cache.filesDir).sort()).toEqual(
      [240, 480, 720, 1080]
        .flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`])
        .concat(`${name}.jpg`)
        .sort(),
    );
    const avif = await sharp(join(cache.filesDir, `${name}-720.avif`)).metadata();
    expect([avif.format, avif.width, avif.height]).toEqual(['heif', 720, 540]);
    const share = await sharp(join(cache.filesDir, `${name}.jpg`)).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 800]);
  });

  it("keeps a content picture's shape, and never makes a copy wider than the upload", async () => {
    const source = serve(
      '/up/tabela.png',
      await sharp({ create: { width: 600, height: 1000, channels: 4, background: '#0000' } })
        .png()
        .toBuffer(),
    );
    const { taken } = await takePictures(wanting([source, 'content']), new PictureCache(dir), { revalidate: true });
    expect(taken[pictureKey(source, 'content')]).toMatchObject({ widths: [240, 480, 600], width: 600, height: 1000 });
  });

  it('with a warm cache, asks the host whether each file changed and makes nothing again; a changed file gets new copies under a new name', async () => {
    const source = serve('/up/fone.jpg', await photo(800, 600, '#c33'));
    const first = await takePictures(wanting([source, 'product']), new PictureCache(dir), { revalidate: true });
    sentWhole.length = 0;
    const again = await takePictures(wanting([source, 'product']), new PictureCache(dir), { revalidate: true });
    expect(again.report).toMatchObject({ taken: 1, made: 0, downloaded: 0 });
    expect(sentWhole).toEqual([]);
    expect(again.taken).toEqual(first.taken);

    serve('/up/fone.jpg', await photo(800, 600, '#3c3'), '"edited"');
    const edited = await takePictures(wanting([source, 'product']), new PictureCache(dir), { revalidate: true });
    expect(edited.report).toMatchObject({ made: 1, downloaded: 1 });
    expect(edited.taken[pictureKey(source, 'product')]?.name).not.toBe(
      first.taken[pictureKey(source, 'product')]?.name,
    );
  });

  it('without revalidation (an update), trusts the cache for an address it knows: no request at all', async () => {
    const source = serve('/up/fone.jpg', await photo(800, 600, '#c33'));
    await takePictures(wanting([source, 'product']), new PictureCache(dir), { revalidate: true });
    asked.length = 0;
    const { report } = await takePictures(wanting([source, 'product']), new PictureCache(dir), { revalidate: false });
    expect(report).toMatchObject({ taken: 1, made: 0 });
    expect(asked).toEqual([]);
  });

  it('makes the copies of one file once, whatever its addresses', async () => {
    const bytes = await photo(800, 600, '#c33');
    const first = serve('/up/a.jpg', bytes);
    const second = serve('/up/b.jpg', bytes);
    const { taken, report } = await takePictures(
      wanting([first, 'product'], [second, 'product']),
      new PictureCache(dir),
      {
        revalidate: true,
      },
    );
    expect(report).toMatchObject({ taken: 2, made: 1 });
    expect(taken[pictureKey(first, 'product')]?.name).toBe(taken[pictureKey(second, 'product')]?.name);
  });

  it('reports what it could not download or refused, names the posts, and goes on with the rest', async () => {
    const good = serve('/up/fone.jpg', await photo(800, 600, '#c33'));
    const text = serve('/up/pagina.jpg', Buffer.from('<html>not a picture</html>'));
    // 8,000×8,000 pixels in a small file (a decompression bomb): refused before anything is decoded.
    const bomb = serve('/up/bomba.png', zeroPng(8000, 8000));
    files.set('/up/enorme.jpg', { body: Buffer.alloc(0), etag: '"big"', declaredLength: 26 * 1024 * 1024 });
    const big = `${origin}/up/enorme.jpg`;
    const gone = `${origin}/up/apagada.jpg`;
    const { taken, report } = await takePictures(
      wanting([good, 'product'], [text, 'product'], [bomb, 'content'], [big, 'product'], [gone, 'product']),
      new PictureCache(dir),
      { revalidate: true },
    );
    expect(Object.keys(taken)).toEqual([pictureKey(good, 'product')]);
    expect(report.failed).toEqual([{ source: gone, reason: 'HTTP 404', posts: [5] }]);
    const refused = Object.fromEntries(report.refused.map((problem) => [problem.source, problem.reason]));
    expect(refused[text]).toBe('not a picture');
    expect(refused[bomb]).toMatch(/^8000×8000 pixels, more than the 60 million the build decodes/);
    expect(refused[big]).toBe('larger than 25 MB');
    expect(Object.keys(refused)).toHaveLength(3);
  });
});

/**
 * A grey PNG of `width`×`height` whose rows are all zeros: 64 megapixels in about 60 kB, which a
 * decoder would spread over 64 MB.
 */
function zeroPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length, 0);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body), 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
