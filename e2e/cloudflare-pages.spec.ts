// Builds for Cloudflare Pages, served as Pages serves them: `wrangler pages dev` runs workerd,
// Cloudflare's own runtime, over the build's folder, reading `_headers`, `_redirects`, `404.html`,
// `_routes.json` and `_worker.js` as Pages does (Pages applies `_redirects` before its files, which made
// the other hosts' rewrites hide every product and category page there). Two builds of the LIVE
// WordPress: CLOUDFLARE_PAGES=1 (every page a file) and PACK_PRODUCT_PAGES=1 (the product pages in
// packs, served by the build's Function).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from './support/fixtures';
import { buildDirs, ports, REPO_ROOT, RUN_DIR, urls } from './support/env';

/** Within what the workerd of wrangler 4.86 supports (up to 2026-05-03); the Function uses no newer API. */
const COMPATIBILITY_DATE = '2026-04-01';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decoded = (text: string) => text.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/** Starts `wrangler pages dev` over a build's client folder; resolves with a function that stops it. */
async function pagesDev(clientDir: string, port: number, origin: string): Promise<() => void> {
  let output = '';
  const server: ChildProcess = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      clientDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      resolve(RUN_DIR, `wrangler-state-${port}`),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`wrangler pages dev exited (${server.exitCode}):\n${output}`);
    const answered = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return stop;
    await sleep(500);
  }
  stop();
  throw new Error(`wrangler pages dev did not answer in 90 s:\n${output}`);
}

/** The home's first link of `kind` ('product', 'categoria'), as a visitor finds it: its address and its text. */
async function firstLink(origin: string, pattern: RegExp): Promise<{ path: string; name: string }> {
  const html = await (await fetch(origin)).text();
  const link = pattern.exec(html);
  if (link?.[1] === undefined || link[2] === undefined) throw new Error(`the home has no link like ${pattern}`);
  return { path: link[1], name: decoded(link[2]) };
}

const firstProduct = (origin: string) =>
  firstLink(origin, /<a[^>]*href="(\/product\/\d+)"[^>]*>[\s\S]*?<h2[^>]*>([^<]+)<\/h2>/);
const firstCategory = (origin: string) => firstLink(origin, /<a[^>]*href="(\/categoria\/[\w-]+)"[^>]*>([^<]+)<\/a>/);

const builds = [
  {
    name: 'every page a file (CLOUDFLARE_PAGES=1)',
    dir: buildDirs.cloudflare,
    port: ports.cloudflare,
    origin: urls.cloudflare,
    packed: false,
  },
  {
    name: 'product pages in packs (PACK_PRODUCT_PAGES=1)',
    dir: buildDirs.packed,
    port: ports.packed,
    origin: urls.packed,
    packed: true,
  },
];

for (const { name, dir, port, origin, packed } of builds) {
  test.describe(`Cloudflare Pages, ${name}`, () => {
    test.describe.configure({ mode: 'serial' });
    let stop: (() => void) | undefined;
    const clientDir = resolve(REPO_ROOT, dir, 'client');

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      stop = await pagesDev(clientDir, port, origin);
    });
    test.afterAll(() => stop?.());

    test("a product's and a category's addresses open their prerendered pages, before any JavaScript", async ({
      browser,
    }) => {
      const product = await firstProduct(origin);
      const category = await firstCategory(origin);
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        expect((await page.goto(`${origin}${product.path}`))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
        await expect(page.getByRole('link', { name: /Ver produto/ }).first()).toBeVisible();
        expect(page.url()).toBe(`${origin}${product.path}`);

        expect((await page.goto(`${origin}${category.path}`))?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
      } finally {
        await context.close();
      }
    });

    test('the app takes a product page over', async ({ page }) => {
      const { path, name: title } = await firstProduct(origin);
      await page.goto(`${origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar' }).click();
      await expect(page.getByRole('heading', { name: 'Produtos em destaque' })).toBeVisible();
    });

    test("a product page carries the site's security headers", async () => {
      const { path } = await firstProduct(origin);
      const response = await fetch(`${origin}${path}`);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      await response.body?.cancel();
    });

    test('a product the build does not have opens the app, which asks WordPress', async ({ page }) => {
      const response = await page.goto(`${origin}/product/987654`);
      // Pages' 404 page is the app; the Function of packed pages answers 200, as other hosts do.
      expect(response?.status()).toBe(packed ? 200 : 404);
      await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible({ timeout: 15_000 });
    });

    test('an address the site does not have answers 404 with the 404 message', async ({ page }) => {
      const response = await page.goto(`${origin}/nada-aqui`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    });

    if (packed) {
      test('the build writes its product pages in packs, not a file each', () => {
        expect(existsSync(resolve(clientDir, 'product'))).toBe(false);
        expect(readdirSync(resolve(clientDir, 'product-pages')).length).toBeGreaterThan(0);
      });

      test('a product page is asked again only when it changed, and has one address', async () => {
        const { path } = await firstProduct(origin);
        const first = await fetch(`${origin}${path}`);
        expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
        const etag = first.headers.get('etag') ?? '';
        expect(etag).toMatch(/^"[\w-]{22}"$/);
        await first.body?.cancel();
        const again = await fetch(`${origin}${path}`, { headers: { 'If-None-Match': `W/${etag}` } });
        expect(again.status).toBe(304);

        const withSlash = await fetch(`${origin}${path}/?ref=whatsapp`, { redirect: 'manual' });
        expect(withSlash.status).toBe(308);
        expect(withSlash.headers.get('location')).toBe(`${origin}${path}?ref=whatsapp`);
        const head = await fetch(`${origin}${path}`, { method: 'HEAD' });
        expect([head.status, await head.text()]).toEqual([200, '']);
        const post = await fetch(`${origin}${path}`, { method: 'POST' });
        expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      });
    }
  });
}
