// The price refresh end to end: a price changed at a store reaches the built product page by itself.
// A local store (its product page in JSON-LD, on a free loopback port, listed to the plugin through the local
// WordPress's CURADORIA_TEST_STORE_HOSTS), a product whose affiliate link is that page, and a deploy hook whose
// listener runs `npm run build:update` on a copy of the LIVE build, served on a free port. The store's price
// changes; the plugin's refresh (POST /curadoria/v1/prices/refresh, the editor's 'Atualizar preços agora') reads
// it, writes it and calls the deploy hook once; the update rewrites the product's page. The page is read without
// JavaScript, so what it shows is what the build wrote, not what the browser fetched from WordPress.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { expect, request, test } from '@playwright/test';
import * as v from 'valibot';

import { buildDirs, ports, REPO_ROOT, urls } from './support/env';
import { waitForHttp } from './support/processes';

const BUILD_DIR = 'build-e2e-prices';
const STORE_HOSTS_FILE = resolve(REPO_ROOT, '.wordpress', 'test-store-hosts');
const FIXTURE_STATE = join(tmpdir(), `price-refresh-e2e-${process.pid}.json`);
/** The LIVE build's configuration: an update refuses to run under another one. */
const BUILD_ENV = {
  ...process.env,
  BUILD_DIR,
  VITE_WORDPRESS_URL: urls.proxy,
  VITE_SITE_URL: urls.live,
  VITE_ADSENSE_CLIENT: '',
  VITE_ADSENSE_SLOT: '',
  ALLOW_SAMPLE_BUILD: '',
  VITE_CONSENT_BANNER: '',
  VITE_ADS_WITHOUT_CONSENT: '',
};

const listening = (server: Server): Promise<number> =>
  new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address !== null ? address.port : 0);
    }),
  );

/** A store's product page, as stores write it (JSON-LD), with the price the test sets. */
function storePage(price: string): string {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Panela de Arroz Elétrica 10 Xícaras',
    sku: 'PANELA-10',
    offers: { '@type': 'Offer', price, priceCurrency: 'BRL', availability: 'https://schema.org/InStock' },
  };
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Panela de Arroz Elétrica</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>Panela de Arroz Elétrica 10 Xícaras</h1></body></html>`;
}

function runFixture(args: string[]): string {
  const result = spawnSync(
    'bash',
    [
      '-c',
      'source wordpress/lib/common.sh && WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php wordpress/lib/price-refresh-fixture.php "$@"',
      'fixture',
      ...args,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, WORDPRESS_PORT: String(ports.wordpress) }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`price-refresh-fixture.php ${args[0]}: ${result.stderr}`);
  return result.stdout;
}

function buildUpdate(): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn('npm', ['run', 'build:update'], { cwd: REPO_ROOT, env: BUILD_ENV, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) =>
      code === 0 ? done() : fail(new Error(`build:update: ${code}\n${output.slice(-2000)}`)),
    );
  });
}

const refreshAnswer = v.object({
  offers: v.array(v.object({ price_cents: v.number(), price_source: v.string(), availability: v.string() })),
});

test.describe('the price refresh', () => {
  test.describe.configure({ timeout: 6 * 60_000 });

  let price = '259.90';
  let store: Server;
  let hook: Server;
  let site: ChildProcess | undefined;
  let siteUrl = '';
  let storeUrl = '';
  let hookCalls = 0;
  const updates: Promise<void>[] = [];
  let postId = 0;
  let previousHosts: string | null = null;

  test.beforeAll(async () => {
    store = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.url === '/panela-de-arroz') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(storePage(price));
      } else {
        res.writeHead(404).end();
      }
    });
    const storePort = await listening(store);
    storeUrl = `http://127.0.0.1:${storePort}/panela-de-arroz`;
    previousHosts = existsSync(STORE_HOSTS_FILE) ? readFileSync(STORE_HOSTS_FILE, 'utf8') : null;
    writeFileSync(STORE_HOSTS_FILE, `127.0.0.1:${storePort}`);

    hook = createServer((req: IncomingMessage, res: ServerResponse) => {
      if (req.method === 'POST' && req.url === '/hook') {
        hookCalls += 1;
        updates.push(buildUpdate());
      }
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    });
    const hookPort = await listening(hook);

    rmSync(resolve(REPO_ROOT, BUILD_DIR), { recursive: true, force: true });
    cpSync(resolve(REPO_ROOT, buildDirs.live), resolve(REPO_ROOT, BUILD_DIR), { recursive: true });
    postId = v.parse(
      v.object({ id: v.number() }),
      JSON.parse(runFixture(['create', FIXTURE_STATE, storeUrl, `http://127.0.0.1:${hookPort}/hook`])),
    ).id;
  });

  /** (Re)start the static server on the copy, on a free port. */
  async function serve(): Promise<void> {
    site?.kill();
    const free = createServer();
    const port = await listening(free);
    await new Promise((done) => free.close(done));
    site = spawn(process.execPath, ['scripts/serve-static.mjs', String(port), BUILD_DIR], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
    });
    siteUrl = `http://127.0.0.1:${port}`;
    await waitForHttp(siteUrl, 10_000);
  }

  test.afterAll(async () => {
    await Promise.allSettled(updates);
    runFixture(['delete', FIXTURE_STATE]);
    if (previousHosts === null) rmSync(STORE_HOSTS_FILE, { force: true });
    else writeFileSync(STORE_HOSTS_FILE, previousHosts);
    site?.kill();
    store.close();
    hook.close();
    rmSync(resolve(REPO_ROOT, BUILD_DIR), { recursive: true, force: true });
  });

  test("a new price at the store reaches the built product page: its price and 'Ver produto'", async ({ browser }) => {
    // The product comes into the build (a post newer than the build, as for any update), which is then served.
    await buildUpdate();
    await serve();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${siteUrl}/product/${postId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Panela de Arroz Elétrica 10 Xícaras' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver produto (R$ 259,90)' }).first()).toBeVisible();

    // The store lowers the price; the owner's 'Atualizar preços agora' (the refresh route) reads it.
    price = '199.90';
    const admin = await request.newContext({ baseURL: urls.wordpress });
    await admin.get('/wp-login.php');
    expect((await admin.post('/wp-login.php', { form: { log: 'admin', pwd: 'admin', testcookie: '1' } })).ok()).toBe(
      true,
    );
    const nonce = await (await admin.get('/wp-admin/admin-ajax.php?action=rest-nonce')).text();
    const refreshed = await admin.post(`/wp-json/curadoria/v1/prices/refresh?post=${postId}`, {
      headers: { 'X-WP-Nonce': nonce },
    });
    expect(refreshed.status()).toBe(200);
    expect(v.parse(refreshAnswer, await refreshed.json()).offers[0]).toEqual({
      price_cents: 19990,
      price_source: 'store',
      availability: 'in_stock',
    });
    await admin.dispose();

    // One deploy hook call, whose update rewrites the product's page.
    await expect.poll(() => hookCalls, { timeout: 15_000 }).toBe(1);
    await Promise.all(updates);
    expect(hookCalls).toBe(1);
    // Served again, as a static host serves a new deploy (the server knows its files from its start).
    await serve();
    await page.goto(`${siteUrl}/product/${postId}`);
    await expect(page.getByRole('link', { name: 'Ver produto (R$ 199,90)' }).first()).toBeVisible();
    await expect(page.getByText('R$ 259,90')).toHaveCount(0);
    await context.close();
  });
});
