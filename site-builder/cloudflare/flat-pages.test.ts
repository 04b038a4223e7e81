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
      'previa/index.html': 'prévia',
      'previa/_.data': 'its data',
    });

    expect(flattenPages(dir)).toBe(3);

    expect(readFileSync(join(dir, 'product/1.html'), 'utf8')).toBe('fone');
    expect(readFileSync(join(dir, 'categoria/casa.html'), 'utf8')).toBe('casa');
    expect(readFileSync(join(dir, 'pagina/sobre.html'), 'utf8')).toBe('sobre');
    expect(existsSync(join(dir, 'product/1'))).toBe(false);
    expect(readFileSync(join(dir, 'pagina/sobre.data'), 'utf8')).toBe('data');
    // The home, and a page whose folder holds its data file too, stay as they are.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(join(dir, 'previa/index.html'), 'utf8')).toBe('prévia');
  });
});
