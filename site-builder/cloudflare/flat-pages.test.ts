import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { flattenPages } from './flat-pages';

const dirs: string[] = [];

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'flat-pages-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('flattenPages', () => {
  it('writes each page of a collection as <collection>/<name>.html, which Pages serves at the address without a slash', () => {
    const dir = site({
      'index.html': 'home',
      'product/1/index.html': 'fone',
      'categoria/casa/index.html': 'casa',
      'pagina/sobre/index.html': 'sobre',
      'pagina/sobre.data': 'data',
      'inscricao/confirmar/index.html': 'confirmar',
      'categoria/tv/index.html': 'tv',
      'categoria/tv/2.html': 'another file in its folder',
      'previa/index.html': 'prévia',
      'pictures/x/index.html': 'not a page',
    });

    expect(flattenPages(dir)).toBe(4);

    expect(readFileSync(join(dir, 'product/1.html'), 'utf8')).toBe('fone');
    expect(readFileSync(join(dir, 'categoria/casa.html'), 'utf8')).toBe('casa');
    expect(readFileSync(join(dir, 'pagina/sobre.html'), 'utf8')).toBe('sobre');
    expect(readFileSync(join(dir, 'inscricao/confirmar.html'), 'utf8')).toBe('confirmar');
    expect(existsSync(join(dir, 'product/1'))).toBe(false);
    expect(readFileSync(join(dir, 'pagina/sobre.data'), 'utf8')).toBe('data');
    // The home, the preview page, a folder holding more than its page, and folders that are not pages stay.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(dir, 'previa/index.html'), 'utf8')).toBe('prévia');
    expect(readFileSync(join(dir, 'categoria/tv/index.html'), 'utf8')).toBe('tv');
    expect(readFileSync(join(dir, 'pictures/x/index.html'), 'utf8')).toBe('not a page');
  });
});
