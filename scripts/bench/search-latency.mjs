// npm run bench:search: the listing's search as a visitor on a phone meets it, over the seeded posts
// and over shop-like catalogs of 10,000 and 50,000 products. Chromium at 412 px, the CPU slowed 4x
// (Emulation.setCPUThrottlingRate) and Lighthouse's slow 4G applied by the DevTools protocol
// (Network.emulateNetworkConditions: 150 ms added to each request, 1.6 Mbps down, 750 kbps up), the
// site served compressed over HTTPS with HTTP/2 (tls-front.mjs), as static hosts serve it.
// A measurement, not a test: it prints and writes figures, it judges nothing.
//
// It starts the bench's WordPress (seeded, BENCH_WORDPRESS_PORT), builds the site against it
// (build-bench/, as `npm run bench`; --skip-build reuses it), then for each catalog serves a copy of
// that build whose search index is the catalog's (BENCH_SITE_PORT, its HTTPS front on the next port).
// The large catalogs' fragments are made offline from the search tests' shop-like catalog, by
//   SEARCH_BENCH=1 SEARCH_BENCH_OUT=bench-results/search-fragments SEARCH_BENCH_POSTS=N npx vitest run app/wordpress/search/fragment-size.test.ts
// (run here when missing); their cards show the build's own products' pictures, in turn, as copies
// on the site's host (a build's cards point there).
//
// Each run, in a fresh browser context: the home is opened without throttling (the first visit asks
// for no search file: checked), then the throttling starts, the box is entered (a tap: the search's
// code and its first file start loading) and 500 ms later the query is typed one key at a time, each
// key waiting for the first frame that shows its results (the heading 'Resultados para “…”' with no
// loading state and no search in progress), then 150 ms. Recorded: each key's time to its results;
// the time from the first key to the first results of a word of three letters or more (a shorter
// last word only narrows when it is a whole word); the bytes transferred from entering the box to the
// last key (the search's code, its fragments and cards). Then Lighthouse (mobile preset: the same
// slow 4G and CPU, simulated) opens the shared search link `/?q=<query>` of each catalog: its LCP.
//
// Options: --runs N (default 3)  --sizes 10000,50000  --skip-build  --keep-wordpress  --aged (the typing runs
//   with the page's clock 2 h after the build, past its freshness window, as most visits are)
//   --queries 'fone jbl,smartwatch amazfit'
// Results: bench-results/search-latency.json and search-latency.md.
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import {
  clockScript,
  ensureChromium,
  ensureResultsDir,
  killGroup,
  localWordPress,
  log,
  median,
  parseOptions,
  REPO_ROOT,
  run,
  startNode,
  waitForHttp,
} from './common.mjs';
import { localCertificate, startTlsFront } from './tls-front.mjs';

const options = parseOptions(process.argv.slice(2), {
  runs: { type: 'number', default: 3 },
  sizes: { type: 'list', default: ['10000', '50000'] },
  queries: { type: 'list', default: ['fone jbl', 'smartwatch amazfit'] },
  'skip-build': { type: 'boolean', default: false },
  'keep-wordpress': { type: 'boolean', default: false },
  aged: { type: 'boolean', default: false },
});
const WORDPRESS_PORT = Number(process.env.BENCH_WORDPRESS_PORT ?? 8784);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4331);
const FRONT_PORT = SITE_PORT + 1;
const BUILD_DIR = 'build-bench';
const FRAGMENTS_DIR = join(REPO_ROOT, 'bench-results', 'search-fragments');
const SITE_DIR = join(REPO_ROOT, 'bench-results', 'search-site');
const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: 1_638_400 / 8, uploadThroughput: 750_000 / 8 };
const KEY_PAUSE_MS = 150;
/** From entering the box (a tap, which starts loading the search) to the first key: a phone's keyboard opening. */
const FOCUS_TO_FIRST_KEY_MS = 500;
const RESULT_TIMEOUT_MS = 60_000;
/** `--aged`: the typing runs' page clock, after the build. Past the app's 5-minute freshness window, as most visits are. */
const AGED_MS = 2 * 60 * 60 * 1000;
const LIGHTHOUSE_TIMEOUT_MS = 3 * 60_000;

const wordpress = localWordPress({
  stateDir: '.wordpress-bench',
  port: WORDPRESS_PORT,
  compress: true,
  theme: 'twentytwentythree',
});
const site = `https://127.0.0.1:${FRONT_PORT}`;
const certificate = localCertificate(join(REPO_ROOT, '.wordpress-bench-tls'));
let server;
let front;

async function stopSite() {
  front?.close();
  front = undefined;
  killGroup(server?.pid);
  server = undefined;
}

async function cleanUp() {
  await stopSite();
  if (!options['keep-wordpress']) await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

/** The fragments of a synthetic catalog of `size` products, made when missing. */
async function fragmentsOf(size) {
  const dir = join(FRAGMENTS_DIR, size, 'search');
  if (!existsSync(join(dir, 'meta.json'))) {
    log(`making the search fragments of ${size} shop-like products (vitest)`);
    await run('npx', ['vitest', 'run', 'app/wordpress/search/fragment-size.test.ts'], {
      env: { SEARCH_BENCH: '1', SEARCH_BENCH_OUT: FRAGMENTS_DIR, SEARCH_BENCH_POSTS: size },
      timeoutMs: 20 * 60_000,
      quiet: true,
    });
  }
  return dir;
}

/**
 * Gives the synthetic catalog's cards the pictures a build gives its cards: the copies on the site's
 * own host (the build's products', in turn), not WordPress's uploads on a made-up host, whose failed
 * requests (a connection to another host) would weigh on the paints measured.
 */
function withBuildPictures(builtCards, cardsDir) {
  const pictures = readdirSync(builtCards)
    .flatMap((file) => JSON.parse(readFileSync(join(builtCards, file), 'utf8')))
    .filter((card) => card.picture !== undefined)
    .map(({ image, picture }) => ({ image, picture }));
  if (pictures.length === 0) throw new Error(`no card of ${builtCards} has the build's copies of its picture`);
  for (const file of readdirSync(cardsDir)) {
    const path = join(cardsDir, file);
    const cards = JSON.parse(readFileSync(path, 'utf8')).map((card) => {
      const shown = { ...card, ...pictures[Number(card.id) % pictures.length] };
      delete shown.imageSrcSet;
      delete shown.imageAspectRatio;
      return shown;
    });
    writeFileSync(path, JSON.stringify(cards));
  }
}

/** Serves a copy of the build whose search index is `fragments` (null: the build's own). */
async function serveSite(fragments) {
  await stopSite();
  const built = join(REPO_ROOT, BUILD_DIR, 'client');
  const builtMeta = JSON.parse(readFileSync(join(built, 'search', 'meta.json'), 'utf8'));
  rmSync(SITE_DIR, { recursive: true, force: true });
  cpSync(built, join(SITE_DIR, 'client'), {
    recursive: true,
    filter: (source) => fragments === null || !source.startsWith(join(built, 'search')),
  });
  if (fragments !== null) {
    cpSync(fragments, join(SITE_DIR, 'client', 'search'), { recursive: true });
    // Used with the build's WordPress, as of the build's time (so nothing is newer than it).
    const metaFile = join(SITE_DIR, 'client', 'search', 'meta.json');
    const meta = JSON.parse(readFileSync(metaFile, 'utf8'));
    writeFileSync(metaFile, JSON.stringify({ ...meta, baseUrl: builtMeta.baseUrl, builtAt: builtMeta.builtAt }));
    withBuildPictures(join(built, 'search', 'cards'), join(SITE_DIR, 'client', 'search', 'cards'));
  }
  server = startNode(join(REPO_ROOT, 'scripts', 'serve-static.mjs'), [
    String(SITE_PORT),
    SITE_DIR,
    '--compress',
    `--proxy-uploads=${wordpress.url}`,
  ]);
  await waitForHttp(`http://127.0.0.1:${SITE_PORT}/`, 20_000);
  front = await startTlsFront({ port: FRONT_PORT, upstreamPort: SITE_PORT, certificate });
  return {
    builtAt: builtMeta.builtAt,
    documentCount: JSON.parse(readFileSync(join(SITE_DIR, 'client', 'search', 'meta.json'), 'utf8')).documentCount,
  };
}

/**
 * Runs in the page before it loads. `__searchBench.expect(text)` arms a measurement: from the next
 * key down to the first frame that shows `text`'s results (the heading, no loading state, no search
 * in progress), found by a MutationObserver that asks for that frame as soon as the page is so.
 */
function instrument() {
  const state = { keyAt: 0, firstKeyAt: 0, expected: null, shownAfter: null, shownAt: 0, cards: 0 };
  const check = () => {
    if (state.expected === null || state.keyAt === 0) return;
    const heading = document.querySelector('main h1')?.textContent ?? '';
    const text = document.body.textContent ?? '';
    if (heading !== state.expected || text.includes('Carregando produtos...') || text.includes('Buscando produtos...'))
      return;
    state.expected = null;
    requestAnimationFrame((frameTime) => {
      state.shownAfter = frameTime - state.keyAt;
      state.shownAt = frameTime;
      state.cards = document.querySelectorAll('main [data-testid="product-card"]').length;
    });
  };
  window.__searchBench = {
    state,
    expect(text) {
      Object.assign(state, { keyAt: 0, expected: `Resultados para “${text.trim()}”`, shownAfter: null });
    },
  };
  addEventListener(
    'keydown',
    () => {
      state.keyAt = performance.now();
      if (state.firstKeyAt === 0) state.firstKeyAt = state.keyAt;
    },
    true,
  );
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

/** Bytes transferred per request, as the browser received them (compressed), from the DevTools protocol. */
function recordTransfers(cdp) {
  const urls = new Map();
  const transfers = [];
  let counting = false;
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    if (counting) urls.set(requestId, request.url);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const url = urls.get(requestId);
    if (url !== undefined) transfers.push({ path: new URL(url).pathname, bytes: encodedDataLength });
  });
  return {
    start: () => {
      counting = true;
    },
    transfers,
  };
}

async function typeAndMeasure(browser, query, builtAt) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  });
  const page = await context.newPage();
  await page.route('https://loja.example/**', (route) => route.fulfill({ status: 404, body: '' }));
  const firstVisit = [];
  page.on('request', (request) => firstVisit.push(new URL(request.url()).pathname));
  // Aged: the first visit refreshes the build's data from WordPress, and so loads the client that the
  // search's one request to WordPress uses; fresh, the search loads it.
  if (options.aged) await page.addInitScript(clockScript(builtAt + AGED_MS - Date.now()));
  await page.addInitScript(instrument);
  await page.goto(`${site}/`);
  await page.waitForFunction(() => '__reactRouterDataRouter' in window, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const searchFilesOnFirstVisit = firstVisit.filter((path) => path.startsWith('/search/')).length;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const transfers = recordTransfers(cdp);
  transfers.start();
  const box = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await box.focus();
  await page.waitForTimeout(FOCUS_TO_FIRST_KEY_MS);
  const keys = [];
  let firstResultsMs = null;
  for (let index = 0; index < query.length; index += 1) {
    const text = query.slice(0, index + 1);
    // A space changes no result: it is typed, not measured.
    const measured = query[index] !== ' ';
    if (measured) await page.evaluate((expected) => window.__searchBench.expect(expected), text);
    await page.keyboard.press(query[index] === ' ' ? 'Space' : query[index]);
    if (measured) {
      await page.waitForFunction(() => window.__searchBench.state.shownAfter, undefined, {
        timeout: RESULT_TIMEOUT_MS,
        polling: 50,
      });
      const state = await page.evaluate(() => window.__searchBench.state);
      keys.push({ text, ms: state.shownAfter, cards: state.cards });
      // The first results: a word of three letters or more searched (shorter ones only narrow when whole).
      if (firstResultsMs === null && /[\p{L}\p{N}]{3}/u.test(text)) firstResultsMs = state.shownAt - state.firstKeyAt;
    }
    await page.waitForTimeout(KEY_PAUSE_MS);
  }
  await page.waitForTimeout(500);
  await context.close();
  const sum = (filter) => transfers.transfers.filter(filter).reduce((total, entry) => total + entry.bytes, 0);
  return {
    keys,
    firstResultsMs,
    searchFilesOnFirstVisit,
    kB: {
      all: sum(() => true) / 1024,
      fragments: sum((entry) => entry.path.startsWith('/search/')) / 1024,
      code: sum((entry) => entry.path.endsWith('.js')) / 1024,
      pictures: sum((entry) => /\.(avif|webp|jpe?g|png)$/.test(entry.path)) / 1024,
    },
    requests: transfers.transfers.length,
    codeFiles: transfers.transfers
      .filter((entry) => entry.path.endsWith('.js'))
      .map((entry) => `${entry.path.replace(/^\/assets\//, '')} ${oneDecimal(entry.bytes / 1024)} kB`),
  };
}

async function sharedLinkLcp(chromePath, query, builtAt, label) {
  const report = join(ensureResultsDir(), `search-link-${label}.json`);
  await run(
    process.execPath,
    [
      join(REPO_ROOT, 'scripts', 'bench', 'lighthouse-run.mjs'),
      `${site}/?q=${encodeURIComponent(query)}`,
      report,
      `--clock-ms=${builtAt + 30_000}`,
      '--ignore-certificate-errors',
    ],
    { env: { CHROME_PATH: chromePath }, timeoutMs: LIGHTHOUSE_TIMEOUT_MS, quiet: true },
  );
  const result = JSON.parse(readFileSync(report, 'utf8'));
  if (result.runtimeError) throw new Error(`Lighthouse: ${result.runtimeError.message}`);
  return {
    lcp: result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    performance: Math.round((result.categories.performance.score ?? Number.NaN) * 100),
  };
}

const round = (value) => Math.round(value);
const oneDecimal = (value) => Math.round(value * 10) / 10;

async function main() {
  const chromePath = await ensureChromium();
  log(`WordPress on ${wordpress.url} (state in .wordpress-bench)`);
  await wordpress.up();
  await wordpress.seed();
  if (!options['skip-build']) {
    log(`building against ${wordpress.url} into ${BUILD_DIR}/`);
    await run('npm', ['run', 'build'], {
      env: {
        VITE_WORDPRESS_URL: wordpress.url,
        VITE_SITE_URL: site,
        VITE_IMAGES_FROM_SITE: '1',
        BUILD_DIR,
        NODE_ENV: 'production',
      },
      timeoutMs: 15 * 60_000,
      quiet: true,
    });
  }
  const datasets = [{ key: 'seeded', fragments: null }];
  for (const size of options.sizes) datasets.push({ key: size, fragments: await fragmentsOf(size) });

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  const chromiumVersion = `Chromium ${browser.version()}`;
  const rows = [];
  try {
    for (const dataset of datasets) {
      const { builtAt, documentCount } = await serveSite(dataset.fragments);
      for (const query of options.queries) {
        const runs = [];
        const lcps = [];
        for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
          const figures = await typeAndMeasure(browser, query, builtAt);
          runs.push(figures);
          const link = await sharedLinkLcp(chromePath, query, builtAt, `${dataset.key}-${runIndex}`);
          lcps.push(link);
          log(
            `${dataset.key} '${query}' run ${runIndex}/${options.runs}: first results ${round(figures.firstResultsMs)} ms, ` +
              `keys ${figures.keys.map((key) => round(key.ms)).join('/')} ms, ${oneDecimal(figures.kB.all)} kB ` +
              `(${oneDecimal(figures.kB.fragments)} kB of fragments), shared link LCP ${round(link.lcp)} ms`,
          );
          if (runIndex === 1) log(`  its code: ${figures.codeFiles.join(', ')}`);
        }
        const later = runs.flatMap((entry) => entry.keys.slice(1).map((key) => key.ms));
        rows.push({
          dataset: dataset.key,
          products: documentCount,
          query,
          firstResultsMs: {
            median: round(median(runs.map((entry) => entry.firstResultsMs))),
            max: round(Math.max(...runs.map((entry) => entry.firstResultsMs))),
          },
          laterKeysMs: {
            median: round(median(later)),
            p90: round([...later].sort((a, b) => a - b)[Math.floor(later.length * 0.9)] ?? Number.NaN),
            max: round(Math.max(...later)),
            within100: `${later.filter((ms) => ms <= 100).length}/${later.length}`,
          },
          perKeyMs: runs[0]?.keys.map((key) => `${key.text}: ${round(key.ms)}`),
          kB: {
            all: oneDecimal(median(runs.map((entry) => entry.kB.all))),
            fragments: oneDecimal(median(runs.map((entry) => entry.kB.fragments))),
            code: oneDecimal(median(runs.map((entry) => entry.kB.code))),
            pictures: oneDecimal(median(runs.map((entry) => entry.kB.pictures))),
          },
          searchFilesOnFirstVisit: Math.max(...runs.map((entry) => entry.searchFilesOnFirstVisit)),
          sharedLinkLcpMs: {
            median: round(median(lcps.map((entry) => entry.lcp))),
            max: round(Math.max(...lcps.map((entry) => entry.lcp))),
          },
          sharedLinkPerformance: median(lcps.map((entry) => entry.performance)),
        });
      }
    }
  } finally {
    await browser.close();
  }

  const result = {
    date: new Date().toISOString(),
    loadAverage: loadavg().map(oneDecimal),
    method:
      `${chromiumVersion}, Playwright, 412x823, CPU ${CPU_SLOWDOWN}x slower, network 150 ms a request, 1.6 Mbps down, 750 kbps up (DevTools protocol), ` +
      `the site compressed over HTTPS/HTTP2 from 127.0.0.1; ${options.aged ? 'the page 2 h after the build (its data refreshed on the first visit)' : 'the page fresh from the build'}; the box entered ${FOCUS_TO_FIRST_KEY_MS} ms before the query is typed one key at a time, ` +
      `each key waiting for its results then ${KEY_PAUSE_MS} ms; ${options.runs} runs, a fresh browser context each; shared link: Lighthouse 12 mobile preset, LCP`,
    rows,
  };
  const markdown = [
    `Search on a phone, ${result.date.slice(0, 10)} (load average ${result.loadAverage.join(' / ')}): ${result.method}.`,
    '',
    '| products | query | first results after the first key (median, max) | later keys: median / p90 / max, within 100 ms | transferred for the search: all (fragments, code, pictures of the results) | search files on the first visit of `/` | shared link `/?q=…` LCP (median, max) |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.products} | ${row.query} | ${row.firstResultsMs.median} ms (${row.firstResultsMs.max}) | ${row.laterKeysMs.median} / ${row.laterKeysMs.p90} / ${row.laterKeysMs.max} ms, ${row.laterKeysMs.within100} | ${row.kB.all} kB (${row.kB.fragments}, ${row.kB.code}, ${row.kB.pictures}) | ${row.searchFilesOnFirstVisit} | ${row.sharedLinkLcpMs.median} ms (${row.sharedLinkLcpMs.max}) |`,
    ),
    '',
    ...rows.map(
      (row) =>
        `- ${row.products} products, '${row.query}', each key of the first run (ms): ${row.perKeyMs?.join(', ')}`,
    ),
    '',
  ].join('\n');
  const resultsDir = ensureResultsDir();
  writeFileSync(join(resultsDir, 'search-latency.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'search-latency.md'), markdown);
  console.log(`\n${markdown}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
