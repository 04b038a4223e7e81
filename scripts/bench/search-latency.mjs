// npm run bench:search: how long the listing's search takes, from a key to the results on screen,
// in Chromium at 412 px with the CPU slowed 4x (Chrome DevTools Protocol
// Emulation.setCPUThrottlingRate, as a mid-range phone), over the seeded posts and over 10,000
// products. A measurement, not a test: it prints and writes figures, it judges nothing.
//
// It starts the bench's WordPress (seeded, BENCH_WORDPRESS_PORT), builds the site against it
// (build-bench/, as `npm run bench`; --skip-build reuses it), serves it (BENCH_SITE_PORT), and types
// a search one key at a time in a fresh browser per run: each key waits for the first frame showing
// the results of the text typed so far (the heading 'Resultados para “…”' with no loading state),
// then 150 ms. The box is entered 500 ms before the first key (a tap, then the phone's keyboard):
// entering it starts loading the search (its code and the build's two files), which the first key
// may still wait for; the other keys only search.
// The 10,000-product files are made from the seeded posts offline, by
//   SEARCH_BENCH=1 SEARCH_BENCH_OUT=bench-results/search-10000 npx vitest run app/wordpress/search/index-size.test.ts
// and served in place of the build's (their images, on a made-up host, are answered 404).
//
// Options: --runs N (default 5)  --skip-build (reuse build-bench/)  --keep-wordpress
// Results: bench-results/search-latency.json and search-latency.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import {
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

const options = parseOptions(process.argv.slice(2), {
  runs: { type: 'number', default: 5 },
  'skip-build': { type: 'boolean', default: false },
  'keep-wordpress': { type: 'boolean', default: false },
});
const QUERY = 'fone bluetooth';
const WORDPRESS_PORT = Number(process.env.BENCH_WORDPRESS_PORT ?? 8784);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4331);
const BUILD_DIR = 'build-bench';
const LARGE_DIR = join(REPO_ROOT, 'bench-results', 'search-10000');
const CPU_SLOWDOWN = 4;
const KEY_PAUSE_MS = 150;
/** From entering the box (a tap, which starts loading the search) to the first key: a phone's keyboard opening. */
const FOCUS_TO_FIRST_KEY_MS = 500;
const RESULT_TIMEOUT_MS = 60_000;

// The bench's WordPress, as npm run bench starts it (the same state folder).
const wordpress = localWordPress({
  stateDir: '.wordpress-bench',
  port: WORDPRESS_PORT,
  compress: true,
  theme: 'twentytwentythree',
});
const site = `http://127.0.0.1:${SITE_PORT}`;
let server;

async function cleanUp() {
  killGroup(server?.pid);
  if (!options['keep-wordpress']) await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

const gzipKb = (bytes) => Math.round(gzipSync(bytes, { level: 9 }).length / 100) / 10;
const rawKb = (bytes) => Math.round(bytes.length / 100) / 10;

/** The 10,000 products' files, the cards' WordPress address set to the bench's (the site uses an index only with its own WordPress). */
function largeFiles() {
  const index = join(LARGE_DIR, 'search-index.json');
  const engine = join(LARGE_DIR, 'search-engine.json');
  if (!existsSync(index) || !existsSync(engine)) {
    throw new Error(
      `no 10,000-product index in ${LARGE_DIR}: run SEARCH_BENCH=1 SEARCH_BENCH_OUT=bench-results/search-10000 npx vitest run app/wordpress/search/index-size.test.ts`,
    );
  }
  const cards = JSON.parse(readFileSync(index, 'utf8'));
  return {
    index: Buffer.from(JSON.stringify({ ...cards, baseUrl: wordpress.rest, builtAt: Date.now() })),
    engine: readFileSync(engine),
  };
}

/**
 * Runs in the page before it loads. `__searchBench.expect(text)` arms a measurement: from the next
 * key down to the first frame that shows `text`'s results (the heading 'Resultados para “…”', no
 * loading state), found by a MutationObserver that asks for that frame as soon as the page is so.
 * Long tasks are recorded throughout.
 */
function instrument() {
  const state = { keyAt: 0, expected: null, shownAfter: null, longTasks: [] };
  const check = () => {
    if (state.expected === null || state.keyAt === 0) return;
    const heading = document.querySelector('main h1')?.textContent ?? '';
    if (heading !== state.expected || document.body.textContent.includes('Carregando produtos...')) return;
    state.expected = null;
    requestAnimationFrame((frameTime) => {
      state.shownAfter = frameTime - state.keyAt;
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
    },
    true,
  );
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function typeAndMeasure(browser, files) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (files) {
    await page.route('**/search-index.json', (route) =>
      route.fulfill({ body: files.index, contentType: 'application/json' }),
    );
    await page.route('**/search-engine.json', (route) =>
      route.fulfill({ body: files.engine, contentType: 'application/json' }),
    );
    await page.route('https://loja.example/**', (route) => route.fulfill({ status: 404, body: '' }));
  }
  await page.addInitScript(instrument);
  await page.goto(`${site}/`);
  await page.waitForFunction(
    () => '__reactRouterDataRouter' in window && window.history.scrollRestoration === 'manual',
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const box = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await box.focus();
  await page.waitForTimeout(FOCUS_TO_FIRST_KEY_MS);
  const latencies = [];
  for (let index = 0; index < QUERY.length; index += 1) {
    const text = QUERY.slice(0, index + 1);
    // A space changes no result: it is typed, not measured.
    const measured = QUERY[index] !== ' ';
    if (measured) await page.evaluate((expected) => window.__searchBench.expect(expected), text);
    await page.keyboard.press(QUERY[index] === ' ' ? 'Space' : QUERY[index]);
    if (measured) {
      const shown = await page.waitForFunction(() => window.__searchBench.state.shownAfter, undefined, {
        timeout: RESULT_TIMEOUT_MS,
        polling: 50,
      });
      latencies.push(await shown.jsonValue());
    }
    await page.waitForTimeout(KEY_PAUSE_MS);
  }
  const longTasks = await page.evaluate(() => window.__searchBench.state.longTasks);
  await context.close();
  return { first: latencies[0], later: latencies.slice(1), longestTask: Math.max(0, ...longTasks) };
}

async function main() {
  const executablePath = await ensureChromium();
  log(`WordPress on ${wordpress.url} (state in .wordpress-bench)`);
  await wordpress.up();
  await wordpress.seed();
  if (!options['skip-build']) {
    log(`building against ${wordpress.url} into ${BUILD_DIR}/`);
    await run('npm', ['run', 'build'], {
      // As npm run bench builds it.
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
  server = startNode(join(REPO_ROOT, 'scripts', 'serve-static.mjs'), [
    String(SITE_PORT),
    BUILD_DIR,
    '--compress',
    `--proxy-uploads=${wordpress.url}`,
  ]);
  await waitForHttp(`${site}/`, 20_000);

  const seededIndex = readFileSync(join(REPO_ROOT, BUILD_DIR, 'client', 'search-index.json'));
  const seededEngine = readFileSync(join(REPO_ROOT, BUILD_DIR, 'client', 'search-engine.json'));
  const large = largeFiles();
  const datasets = [
    {
      key: 'seeded',
      label: `the seeded posts (${JSON.parse(seededIndex).products.length})`,
      files: null,
      index: seededIndex,
      engine: seededEngine,
    },
    { key: 'large', label: '10,000 products (synthetic, from the seeded posts)', files: large, ...large },
  ];

  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
  const chromiumVersion = `Chromium ${browser.version()}`;
  const results = {};
  try {
    for (const dataset of datasets) results[dataset.key] = [];
    for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
      for (const dataset of datasets) {
        const figures = await typeAndMeasure(browser, dataset.files);
        results[dataset.key].push(figures);
        log(
          `run ${runIndex}/${options.runs} ${dataset.key}: first key ${Math.round(figures.first)} ms, later keys median ${Math.round(median(figures.later))} ms, max ${Math.round(Math.max(...figures.later))} ms, longest task ${Math.round(figures.longestTask)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }

  const rows = datasets.map((dataset) => {
    const runs = results[dataset.key];
    const later = runs.flatMap((entry) => entry.later);
    return {
      dataset: dataset.key,
      label: dataset.label,
      files: {
        index: { kB: rawKb(dataset.index), gzipKb: gzipKb(dataset.index) },
        engine: { kB: rawKb(dataset.engine), gzipKb: gzipKb(dataset.engine) },
      },
      firstKeyMs: {
        median: Math.round(median(runs.map((entry) => entry.first))),
        max: Math.round(Math.max(...runs.map((entry) => entry.first))),
      },
      laterKeysMs: {
        median: Math.round(median(later)),
        p90: Math.round([...later].sort((a, b) => a - b)[Math.floor(later.length * 0.9)] ?? Number.NaN),
        max: Math.round(Math.max(...later)),
      },
      longestTaskMs: Math.round(median(runs.map((entry) => entry.longestTask))),
    };
  });
  const result = {
    date: new Date().toISOString(),
    method: `${chromiumVersion}, Playwright, 412x823, CPU ${CPU_SLOWDOWN}x slower (Emulation.setCPUThrottlingRate), no network throttling, site compressed (gzip over HTTP/1.1) from 127.0.0.1; the box entered ${FOCUS_TO_FIRST_KEY_MS} ms before '${QUERY}' is typed one key at a time, each key waiting for its results then ${KEY_PAUSE_MS} ms; ${options.runs} runs, a fresh browser context each`,
    rows,
  };
  const lines = rows.map(
    (row) =>
      `| ${row.label} | ${row.files.index.gzipKb} + ${row.files.engine.gzipKb} kB (${row.files.index.kB} + ${row.files.engine.kB} kB) | ${row.firstKeyMs.median} ms (max ${row.firstKeyMs.max}) | ${row.laterKeysMs.median} / ${row.laterKeysMs.p90} / ${row.laterKeysMs.max} ms | ${row.longestTaskMs} ms |`,
  );
  const markdown = [
    `Search latency of ${result.date.slice(0, 10)}: ${result.method}.`,
    '',
    '| products | files, gzip: cards + index (raw) | first key to results (0.5 s after entering the box) | later keys to results: median / p90 / max | longest main-thread task (median) |',
    '|---|---|---|---|---|',
    ...lines,
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
