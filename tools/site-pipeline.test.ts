// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { readEnv } from '../app/config/env';
import { headersFile } from './headers-file';
import { DEFERRED_TYPE } from './prerendered-html';
import { runSitePipeline } from './site-pipeline';

const page = (title: string) =>
  [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/>',
    '<link rel="modulepreload" href="/assets/framework-1.js"/></head>',
    `<body><h1 class="title">${title}</h1><script>window.__reactRouterContext = {};</script>`,
    '<script type="module" async="">import "/assets/home-1.js";</script></body></html>',
  ].join('');

/** A client build as React Router leaves it: two pages with their .data, a resource route with its .data. */
const BUILD: Record<string, string> = {
  'index.html': page('Início'),
  '_.data': '[{}]',
  'product/1/index.html': page('Fone'),
  'product/1.data': '[{}]',
  '__spa-fallback.html': page(''),
  'robots.txt': 'User-agent: *\n',
  'robots.txt.data': '[{"_1":2},"routes/robots"]',
  'sitemap.xml': '<urlset/>',
  'sitemap.xml.data': '[{"_1":2},"routes/sitemap"]',
  'assets/app-1.css': '.title{color:red}.unused{color:blue}',
};

let outDir = '';
const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
const ENV = {
  VITE_WORDPRESS_URL: 'https://blog.example',
  VITE_WORDPRESS_DIALOG: 'off',
  VITE_ADSENSE_CLIENT: 'ca-pub-42',
  VITE_ADSENSE_SLOT: '7',
};

function run(viteEnv: Record<string, unknown> = ENV) {
  const messages: string[] = [];
  runSitePipeline({
    outDir,
    publicDir: '',
    viteEnv,
    cssTarget: ['chrome111'],
    log: (message) => messages.push(message),
  });
  return messages;
}

describe('runSitePipeline', () => {
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'site-pipeline-'));
    for (const [file, content] of Object.entries(BUILD)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), content);
    }
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('rewrites every page: stylesheet inline, scripts deferred, then its meta policy', () => {
    run();
    for (const file of ['index.html', 'product/1/index.html', '__spa-fallback.html']) {
      const html = read(file);
      expect(html, file).toContain('<style data-precedence="default" data-href="/assets/app-1.css">');
      expect(html, file).not.toContain('.unused');
      expect(html, file).toContain(`<script type="${DEFERRED_TYPE}">`);
      expect(html, file).toMatch(/<meta http-equiv="Content-Security-Policy" content="script-src 'self' [^"]*"\/>/);
      expect(html, file).toContain("; object-src 'none'; base-uri 'self'; form-action 'none'\"/>");
    }
  });

  it('writes _headers and ads.txt from the same environment', () => {
    run();
    expect(read('_headers')).toBe(headersFile(readEnv(ENV)));
    expect(read('_headers')).toContain("connect-src 'self' https://blog.example https://*.google.com");
    expect(read('ads.txt')).toBe('google.com, pub-42, DIRECT, f08c47fec0942fa0\n');
    // The pages allow the AdSense script the _headers policy allows.
    expect(read('index.html')).toContain("script-src 'self' https://pagead2.googlesyndication.com");
  });

  it('removes the .data files of resource routes and keeps those of pages', () => {
    const [message] = run();
    expect(existsSync(join(outDir, 'robots.txt.data'))).toBe(false);
    expect(existsSync(join(outDir, 'sitemap.xml.data'))).toBe(false);
    expect(read('robots.txt')).toBe('User-agent: *\n');
    expect(read('_.data')).toBe('[{}]');
    expect(read('product/1.data')).toBe('[{}]');
    expect(message).toContain('robots.txt.data, sitemap.xml.data');
  });

  it('fails on a wrong environment value, as the pages would', () => {
    expect(() => run({ VITE_WORDPRESS_URL: 'ftp://blog.example' })).toThrow(/VITE_WORDPRESS_URL/);
  });
});
