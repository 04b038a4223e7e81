// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readEnv } from '../../app/config/env';
import { headersFile } from '../compile/headers-file';
import { PageRewriter } from './page-rewrite';
import { DEFERRED_TYPE } from './prerendered-html';
import { writeSiteFiles } from '../compile/site-pipeline';

const page = (title: string) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
    '<link rel="modulepreload" href="/assets/framework-1.js"/></head>',
    `<body><h1 class="title">${title}</h1><script>window.__reactRouterContext = {};</script>`,
    '<script type="module" async="">import "/assets/home-1.js";</script></body></html>',
  ].join('');

let outDir = '';
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const ENV = {
  VITE_WORDPRESS_URL: 'https://blog.example',
  VITE_WORDPRESS_DIALOG: 'off',
  VITE_ADSENSE_CLIENT: 'ca-pub-42',
  VITE_ADSENSE_SLOT: '7',
};

beforeEach(() => {
  outDir = mkdtempSync(join(tmpdir(), 'site-pipeline-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets', 'app-1.css'), '.title{color:red}.unused{color:blue}');
});
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('PageRewriter', () => {
  it('rewrites a page: stylesheet inline, scripts deferred, then its meta policy', () => {
    const html = new PageRewriter(outDir, ['chrome111'], readEnv(ENV), '/assets/early-search-1.js').rewrite(
      page('Fone'),
      '/product/1/index.html',
    );
    expect(html).toContain('<style data-precedence="default" data-href="/assets/app-1.css">');
    expect(html).not.toContain('.unused');
    expect(html).toContain(`<script type="${DEFERRED_TYPE}">`);
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' [^"]*"\/>/);
    expect(html).toContain("; object-src 'none'; base-uri 'self'; form-action 'none'\"/>");
    // The pages allow the AdSense script the _headers policy allows.
    expect(html).toContain("script-src 'self' https://pagead2.googlesyndication.com");
  });
});

describe('writeSiteFiles (the compile)', () => {
  it('writes _headers and ads.txt from the same environment', () => {
    writeSiteFiles(outDir, '', ENV);
    expect(read('_headers')).toBe(headersFile(readEnv(ENV)));
    expect(read('_headers')).toContain("connect-src 'self' https://blog.example https://*.google.com");
    expect(read('ads.txt')).toBe('google.com, pub-42, DIRECT, f08c47fec0942fa0\n');
  });

  it('fails on a wrong environment value, as the pages would', () => {
    expect(() => writeSiteFiles(outDir, '', { VITE_WORDPRESS_URL: 'ftp://blog.example' })).toThrow(
      /VITE_WORDPRESS_URL/,
    );
  });
});
