// A build with its product pages in packs (PACK_PRODUCT_PAGES=1), served as Cloudflare Pages serves
// it: `wrangler pages dev` runs the build's `_worker.js` in workerd, Cloudflare's own runtime, with the
// static files, `_routes.json`, `_headers` and `_redirects` as Pages reads them. A visitor who opens a
// product's address gets its prerendered page; addresses the build did not write open as on a
// static host.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from './support/fixtures';
import { buildDirs, ports, REPO_ROOT, RUN_DIR, urls } from './support/env';

const CLIENT_DIR = resolve(REPO_ROOT, buildDirs.packed, 'client');
/** The newest date the workerd that wrangler 4.86 brings supports; the Function uses no newer API. */
const COMPATIBILITY_DATE = '2026-04-01';

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      CLIENT_DIR,
      '--ip',
      '127.0.0.1',
      '--port',
      String(ports.packed),
      '--compatibility-date',
      COMPATIBILITY_DATE,
      '--persist-to',
      resolve(RUN_DIR, 'wrangler-state'),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true', NO_COLOR: '1' },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (server.exitCode !== null) throw new Error(`wrangler pages dev exited (${server.exitCode}):\n${output}`);
    const answered = await fetch(urls.packed).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await sleep(500);
  }
  throw new Error(`wrangler pages dev did not answer in 90 s:\n${output}`);
});

test.afterAll(() => {
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };

/** The first product of the home, as a visitor finds it: its address and its card's title. */
async function firstProduct(): Promise<{ path: string; title: string }> {
  const html = await (await fetch(urls.packed)).text();
  const card = /<a[^>]*href="(\/product\/\d+)"[^>]*>[\s\S]*?<h2[^>]*>([^<]+)<\/h2>/.exec(html);
  if (card?.[1] === undefined || card[2] === undefined) throw new Error('the home lists no product');
  return { path: card[1], title: card[2].replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity) };
}

test('the build writes its product pages in packs, not a file each', () => {
  expect(existsSync(resolve(CLIENT_DIR, 'product'))).toBe(false);
  expect(readdirSync(resolve(CLIENT_DIR, 'product-pages')).length).toBeGreaterThan(0);
});

test("a product's address opens its prerendered page, before any JavaScript", async ({ browser }) => {
  const { path, title } = await firstProduct();
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${urls.packed}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Ver produto/ }).first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('the app takes the page over', async ({ page }) => {
  const { path, title } = await firstProduct();
  await page.goto(`${urls.packed}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Produtos em destaque' })).toBeVisible();
});

test("the page carries the site's security headers and is asked again only when it changed", async () => {
  const { path } = await firstProduct();
  const first = await fetch(`${urls.packed}${path}`);
  expect(first.headers.get('x-frame-options')).toBe('DENY');
  expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  const etag = first.headers.get('etag');
  expect(etag).toMatch(/^"[\w-]{22}"$/);
  await first.body?.cancel();

  const again = await fetch(`${urls.packed}${path}`, { headers: { 'If-None-Match': etag ?? '' } });
  expect(again.status).toBe(304);
  // The address with a folder's slash is the same page.
  const withSlash = await fetch(`${urls.packed}${path}/`, { headers: { 'If-None-Match': etag ?? '' } });
  expect(withSlash.status).toBe(304);
});

test('a product the build does not have opens the app, which asks WordPress', async ({ page }) => {
  const response = await page.goto(`${urls.packed}/product/987654/`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible({ timeout: 15_000 });
});
