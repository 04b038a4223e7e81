// Builds for Cloudflare Pages, served as Pages serves them: `wrangler pages dev` runs workerd,
// Cloudflare's own runtime, over the build's folder, reading `_headers`, `_redirects`, `404.html`,
// `_routes.json` and `_worker.js` as Pages does (Pages applies `_redirects` before its files, which made
// the other hosts' rewrites hide every product and category page there). Two builds of the LIVE
// WordPress: CLOUDFLARE_PAGES=1 (every page a file) and PACK_PRODUCT_PAGES=1 (the product pages in
// packs, served by the build's Function).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import { expect, test } from './support/fixtures';
import { buildDirs, ports, REPO_ROOT, RUN_DIR, urls } from './support/env';
import { portIsFree } from './support/processes';

/** Within what the workerd of wrangler 4.86 supports (up to 2026-05-03); the Function uses no newer API. */
const COMPATIBILITY_DATE = '2026-04-01';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decoded = (text: string) => text.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * `wrangler pages dev` over a build's client folder, on `port`: `start` resolves once it answers (a
 * server already on the port is refused, so the tests never run against a stale one); `stop` ends its
 * process group and waits for it, whether or not it ever answered.
 */
function pagesDev(clientDir: string, port: number, origin: string) {
  let server: ChildProcess | undefined;
  let output = '';
  const exited = () => server === undefined || server.exitCode !== null || server.signalCode !== null;
  return {
    async start(): Promise<void> {
      if (!(await portIsFree(port))) throw new Error(`port ${port} is already in use: stop what listens there`);
      server = spawn(
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
      server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      for (let waited = 0; waited < 90_000; waited += 500) {
        if (exited()) throw new Error(`wrangler pages dev exited (${server.exitCode}):\n${output}`);
        const answered = await fetch(origin, { signal: AbortSignal.timeout(2_000) }).then(
          (response) => response.ok,
          () => false,
        );
        if (answered) return;
        await sleep(500);
      }
      throw new Error(`wrangler pages dev did not answer in 90 s:\n${output}`);
    },
    async stop(): Promise<void> {
      if (server?.pid === undefined || exited()) return;
      const ended = once(server, 'exit');
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([ended, sleep(10_000)]);
    },
  };
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
    const clientDir = resolve(REPO_ROOT, dir, 'client');
    const server = pagesDev(clientDir, port, origin);

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      await server.start();
    });
    test.afterAll(() => server.stop());

    test("a product's, a category's and a site page's addresses open their prerendered pages, before any JavaScript", async ({
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
        expect(page.url()).toBe(`${origin}${category.path}`);
      } finally {
        await context.close();
      }
      // A site page too, without a redirect.
      const sitePage = await firstLink(origin, /<a[^>]*href="(\/pagina\/[\w-]+)"[^>]*>([^<]+)<\/a>/);
      const answer = await fetch(`${origin}${sitePage.path}`, { redirect: 'manual' });
      expect(answer.status, sitePage.path).toBe(200);
      await answer.body?.cancel();
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

      test('a pack that cannot be read still lets the app show the product', async ({ page }) => {
        // The pack of ids 987,648–987,775, which the build has none of, written damaged.
        const damaged = resolve(clientDir, 'product-pages', `${Math.floor(987_654 / 128)}.bin`);
        writeFileSync(damaged, Buffer.concat([Buffer.from('PPK1'), Buffer.from([0, 0, 0, 5]), Buffer.from('{"4":')]));
        try {
          const response = await page.goto(`${origin}/product/987654`);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible({ timeout: 15_000 });
        } finally {
          rmSync(damaged, { force: true });
        }
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
        expect([head.status, head.headers.get('etag')]).toEqual([200, etag]);
        const post = await fetch(`${origin}${path}`, { method: 'POST' });
        expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
      });
    }
  });
}
