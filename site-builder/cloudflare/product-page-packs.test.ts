import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

import { afterEach, describe, expect, it } from 'vitest';

import { decodePack, isPack, packPath } from './product-page-pack';
import { packProductPages } from './product-page-packs';

const dirs: string[] = [];

function clientDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'packs-'));
  dirs.push(dir);
  return dir;
}

function renderPage(dir: string, id: number, html: string): void {
  mkdirSync(join(dir, 'product', String(id)), { recursive: true });
  writeFileSync(join(dir, 'product', String(id), 'index.html'), html);
}

function packFile(dir: string, pack: number): string {
  return join(dir, ...packPath(pack).split('/').filter(Boolean));
}

function pagesOf(dir: string, pack: number): Map<number, string> {
  const pages = decodePack(readFileSync(packFile(dir, pack)));
  return new Map([...pages].map(([id, page]) => [id, gunzipSync(page.gzip).toString('utf8')]));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('packProductPages', () => {
  it('puts each rendered product page in the pack of its id range and removes its folder', async () => {
    const dir = clientDir();
    renderPage(dir, 1, '<h1>Fone</h1>');
    renderPage(dir, 130, '<h1>Air fryer</h1>');
    renderPage(dir, 131, '<h1>Cafeteira</h1>');

    expect(await packProductPages(dir, { fresh: true, removed: [] })).toEqual({ pages: 3, packsWritten: 2 });

    expect(pagesOf(dir, 0)).toEqual(new Map([[1, '<h1>Fone</h1>']]));
    expect(pagesOf(dir, 1)).toEqual(
      new Map([
        [130, '<h1>Air fryer</h1>'],
        [131, '<h1>Cafeteira</h1>'],
      ]),
    );
    expect(existsSync(join(dir, 'product'))).toBe(false);
  });

  it('gives each page an ETag of its HTML: the same page the same tag, a changed page another', async () => {
    const dir = clientDir();
    renderPage(dir, 1, '<h1>Fone</h1>');
    renderPage(dir, 2, '<h1>Fone</h1>');
    renderPage(dir, 3, '<h1>Fone JBL</h1>');
    await packProductPages(dir, { fresh: true, removed: [] });

    const pages = decodePack(readFileSync(packFile(dir, 0)));
    expect(pages.get(1)?.etag).toMatch(/^"[\w-]{22}"$/);
    expect(pages.get(2)?.etag).toBe(pages.get(1)?.etag);
    expect(pages.get(3)?.etag).not.toBe(pages.get(1)?.etag);
  });

  it('on an update, rewrites only the packs of the pages rendered or removed, as a full build would', async () => {
    const updated = clientDir();
    for (const [id, title] of [
      [1, 'Fone'],
      [130, 'Air fryer'],
      [131, 'Cafeteira'],
      [300, 'Liquidificador'],
    ] as const)
      renderPage(updated, id, `<h1>${title}</h1>`);
    await packProductPages(updated, { fresh: true, removed: [] });
    const untouched = readFileSync(packFile(updated, 0));

    renderPage(updated, 131, '<h1>Cafeteira, nova versão</h1>');
    expect(await packProductPages(updated, { fresh: false, removed: [130, 300] })).toEqual({
      pages: 1,
      packsWritten: 2,
    });

    expect(pagesOf(updated, 1)).toEqual(new Map([[131, '<h1>Cafeteira, nova versão</h1>']]));
    expect(existsSync(packFile(updated, 2)), 'a pack left without pages is removed').toBe(false);
    expect(readFileSync(packFile(updated, 0)).equals(untouched)).toBe(true);

    const full = clientDir();
    renderPage(full, 1, '<h1>Fone</h1>');
    renderPage(full, 131, '<h1>Cafeteira, nova versão</h1>');
    await packProductPages(full, { fresh: true, removed: [] });
    expect(readFileSync(packFile(updated, 1)).equals(readFileSync(packFile(full, 1)))).toBe(true);
  });

  it('a full build drops the packs of products it no longer has', async () => {
    const dir = clientDir();
    renderPage(dir, 300, '<h1>Liquidificador</h1>');
    await packProductPages(dir, { fresh: true, removed: [] });
    renderPage(dir, 1, '<h1>Fone</h1>');
    await packProductPages(dir, { fresh: true, removed: [] });

    expect(existsSync(packFile(dir, 2))).toBe(false);
    expect(pagesOf(dir, 0)).toEqual(new Map([[1, '<h1>Fone</h1>']]));
  });
});

describe('a pack file', () => {
  it("is told apart from a host's fallback page, and a damaged one is refused", () => {
    const fallback = new TextEncoder().encode('<!DOCTYPE html><html lang="pt-BR">');
    expect(isPack(fallback)).toBe(false);
    expect(() => decodePack(fallback)).toThrow('not a pack of product pages');

    const dir = clientDir();
    renderPage(dir, 1, '<h1>Fone</h1>');
    return packProductPages(dir, { fresh: true, removed: [] }).then(() => {
      const pack = readFileSync(packFile(dir, 0));
      expect(isPack(pack)).toBe(true);
      expect(() => decodePack(pack.subarray(0, pack.length - 5))).toThrow('page 1 past its end');
      const damaged = Uint8Array.from(pack);
      damaged[8] = 0x5b; // the header's opening '{' made a '['
      expect(() => decodePack(damaged)).toThrow('a damaged pack of product pages');
    });
  });
});
