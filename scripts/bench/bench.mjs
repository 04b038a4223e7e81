// npm run bench: Lighthouse (mobile preset: simulated slow 4G, 4x slower CPU) on this site and on the
// same WordPress rendered by its own theme (Twenty Twenty-Three), both served compressed from
// 127.0.0.1 (over HTTPS with HTTP/2 unless --http1; the method line names the encodings), N runs
// each, interleaved so both sites share the machine's conditions. Prints the medians and the ratios
// ours/theirs; writes bench-results/bench.json and bench.md.
//
// Options: --runs N (default 3)  --skip-build (reuse the build and WordPress as seeded for it)
//   --keep-wordpress (leave it running)
//   --images-from-wordpress: build without VITE_IMAGES_FROM_SITE (images straight from WordPress's host)
//   --legacy-uploads: a WordPress whose images were uploaded before the plugin (3:2 JPEGs, WordPress's
//     default sizes only), then given the 4:3 WebP sizes by the plugin's backfill as WP-Cron would,
//     in its own state and build folders, results in bench-legacy.json/.md
//   Both sites are served over HTTPS with HTTP/2, as a static host and a WordPress host serve
//     visitors (tls-front.mjs before each server, on the next port up).
//   --http1: both sites over plain HTTP/1.1 instead, in their own state and build folders, results in
//     bench-http1.json/.md (bench-legacy-http1 with --legacy-uploads)
// Ports: BENCH_WORDPRESS_PORT (default 8794, with --http1 8784; with --legacy-uploads
// BENCH_LEGACY_WORDPRESS_PORT, default 8796, with --http1 8786), BENCH_SITE_PORT (default 4331); over
// HTTPS each front listens on its server's port + 1 (8795, 8797 and 4332: clear of bench:scale's 8785).
//
// Every run of this site's pages sets the page's clock (lighthouse-run.mjs --clock-ms) to a known age
// of the build's data: "fresh" (30 s after the build) for the pages below, and "aged" (2 hours after
// it, past the freshness window, network.freshForMs) for the aged case list, so a long bench never
// measures a fresh page as an aged one or the reverse.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';

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
import { localCertificate, startTlsFront } from './tls-front.mjs';

const options = parseOptions(process.argv.slice(2), {
  runs: { type: 'number', default: 3 },
  'skip-build': { type: 'boolean', default: false },
  'keep-wordpress': { type: 'boolean', default: false },
  'images-from-wordpress': { type: 'boolean', default: false },
  'legacy-uploads': { type: 'boolean', default: false },
  http1: { type: 'boolean', default: false },
  // Only these pages (their keys: home, product, search-link, ...), to study one page; the README's figures use all.
  pages: { type: 'list', default: [] },
});
const imagesFromSite = !options['images-from-wordpress'];
const legacyUploads = options['legacy-uploads'];
const https = !options.http1;
// Each case has WordPress ports of its own (its server, and over HTTPS its front on the next port),
// so one kept running with --keep-wordpress never blocks another.
const WORDPRESS_PORT = legacyUploads
  ? Number(process.env.BENCH_LEGACY_WORDPRESS_PORT ?? (https ? 8796 : 8786))
  : Number(process.env.BENCH_WORDPRESS_PORT ?? (https ? 8794 : 8784));
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4331);
/** Folders and result names of this case: seeded or older uploads, over HTTPS or HTTP/1.1. */
const CASE_NAME = `${legacyUploads ? '-legacy' : ''}${https ? '' : '-http1'}`;
const BUILD_DIR = `build-bench${CASE_NAME}`;
const STATE_DIR = `.wordpress-bench${CASE_NAME}`;
const RESULTS_NAME = `bench${CASE_NAME}`;
const CERTIFICATE = https ? localCertificate(join(REPO_ROOT, '.wordpress-bench-tls')) : null;
/** Where the HTTPS front of the server on `port` listens. */
const frontPort = (port) => port + 1;
/** The address of a server on `port` as visitors reach it: itself, or its HTTPS front. */
const publicAddress = (port) => (https ? `https://127.0.0.1:${frontPort(port)}` : `http://127.0.0.1:${port}`);
const THEME = 'twentytwentythree';
const LIGHTHOUSE_TIMEOUT_MS = 180_000;
const WHOLE_RUN_TIMEOUT_MS = 90 * 60_000;

/** Ages of the build's data the pages are measured at (the page's clock, after the build's end). */
const AGES = { fresh: 30_000, aged: 2 * 60 * 60_000 };
/** The app refreshes data older than this (network.freshForMs in app/config/site.ts). */
const FRESHNESS_WINDOW_MS = 5 * 60_000;
/** The longest a fresh run's page can take to decide whether to refresh, after its run starts. */
const RUN_MARGIN_MS = 90_000;

const wordpress = localWordPress({
  stateDir: STATE_DIR,
  port: WORDPRESS_PORT,
  compress: true,
  theme: THEME,
  publicUrl: https ? publicAddress(WORDPRESS_PORT) : undefined,
});
const site = publicAddress(SITE_PORT);
let server;
const fronts = [];

/** Over HTTPS, starts the front of the server on `port` (stopped by cleanUp). */
async function startFrontOf(port) {
  if (https) fronts.push(await startTlsFront({ port: frontPort(port), upstreamPort: port, certificate: CERTIFICATE }));
}

async function cleanUp() {
  killGroup(server?.pid);
  for (const front of fronts) front.close();
  if (!options['keep-wordpress']) await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
}

const watchdog = setTimeout(() => {
  log(`the benchmark took longer than ${WHOLE_RUN_TIMEOUT_MS / 60_000} min; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, WHOLE_RUN_TIMEOUT_MS);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

/** The newest post with a featured image: its page on both sites. */
async function pickProduct() {
  const response = await fetch(`${wordpress.rest}/posts?per_page=20&_fields=id,link,featured_media`, {
    signal: AbortSignal.timeout(20_000),
  });
  const posts = await response.json();
  const post = Array.isArray(posts) ? posts.find((entry) => entry.featured_media > 0) : undefined;
  if (post === undefined) {
    throw new Error(
      `the bench WordPress has no post with a featured image${options['skip-build'] ? ': run without --skip-build' : ''}`,
    );
  }
  return { id: post.id, link: post.link };
}

/**
 * When the build ran, recorded beside it (so --skip-build knows it too). WordPress is read at the
 * start of the build; its data is dated then (the app's BuildSeed.fetchedAt).
 */
function buildTimes() {
  const file = join(REPO_ROOT, BUILD_DIR, 'bench-build-times.json');
  if (!existsSync(file)) throw new Error(`${BUILD_DIR}/ was not built by the bench: run without --skip-build`);
  const { startedAt, endedAt } = JSON.parse(readFileSync(file, 'utf8'));
  // A fresh run's page reads its clock up to RUN_MARGIN_MS after the run starts.
  if (endedAt - startedAt + AGES.fresh + RUN_MARGIN_MS >= FRESHNESS_WINDOW_MS) {
    throw new Error(
      `the build took ${Math.round((endedAt - startedAt) / 1000)} s: its data is too old for a fresh run`,
    );
  }
  return { startedAt, endedAt };
}

/**
 * One Lighthouse run in a fresh Chromium, as the CLI does it (lighthouse-run.mjs), with the page's
 * clock at `clockMs`; returns the figures we compare.
 */
async function lighthouse(chromePath, url, reportFile, clockMs) {
  await run(
    process.execPath,
    [
      join(REPO_ROOT, 'scripts', 'bench', 'lighthouse-run.mjs'),
      url,
      reportFile,
      `--clock-ms=${clockMs}`,
      ...(https ? ['--ignore-certificate-errors'] : []),
    ],
    { env: { CHROME_PATH: chromePath }, timeoutMs: LIGHTHOUSE_TIMEOUT_MS, quiet: true },
  );
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  const audit = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: Math.round((report.categories.performance.score ?? Number.NaN) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndex: audit('speed-index'),
    lcpElement: lcpElement?.snippet ?? null,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    javascriptKb: javascriptKb(report),
    wordpressRequests: wordpressRequests(report),
    // A refresh that fails (blocked, refused) measures another page than a visitor's: it is reported.
    failedWordPressRequests: wordpressRequests(report, { failedOnly: true }),
    lcpBreakdown: lcpBreakdown(report),
    warnings: report.runWarnings ?? [],
  };
}

/** Kilobytes of JavaScript the page downloaded (transferred, compressed), from the network requests audit. */
function javascriptKb(report) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const bytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return bytes / 1000;
}

/** The page's requests to WordPress's REST API (the refresh of the build's data), as path and query. */
function wordpressRequests(report, { failedOnly = false } = {}) {
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return requests
    .filter((request) => request.url.includes('/wp-json/'))
    .filter((request) => !failedOnly || !(request.statusCode >= 200 && request.statusCode < 400))
    .map((request) => request.url.replace(/^https?:\/\/[^/]+\/wp-json/, ''));
}

/** Lighthouse's LCP breakdown (time to first byte, load delay, load time, render delay), in ms. */
function lcpBreakdown(report) {
  const items =
    report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'table')?.items ??
    report.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ??
    [];
  return Object.fromEntries(
    items.map((item) => [item.subpart ?? item.phase, Math.round(item.duration ?? item.timing)]),
  );
}

function summarise(runs) {
  const pick = (key) => median(runs.map((entry) => entry[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    speedIndex: pick('speedIndex'),
    javascriptKb: pick('javascriptKb'),
    wordpressRequests: [...new Set(runs.flatMap((entry) => entry.wordpressRequests))],
    failedWordPressRequests: [...new Set(runs.flatMap((entry) => entry.failedWordPressRequests))],
    lcpElements: [...new Set(runs.map((entry) => entry.lcpElement).filter(Boolean))],
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (ours, theirs) => (theirs > 0 ? `${(ours / theirs).toFixed(2)}x` : 'n/a');
const figures = (m) =>
  `${m.performance} / ${seconds(m.fcp)} / ${seconds(m.lcp)} / ${Math.round(m.tbt)} ms / ${m.cls.toFixed(3)} / ${m.accessibility}`;

/**
 * Issue 8's targets. A shared filtered link has no counterpart on the theme: CLS 0, and the targets
 * its row names (issue 17: the search link's LCP); its other figures are printed, not judged.
 */
function targetsOf(page, ours, theirs, targets) {
  const failures = ours.failedWordPressRequests.map((request) => `request to WordPress failed: ${request}`);
  if (ours.cls > 0) failures.push(`CLS ${ours.cls.toFixed(3)} > 0`);
  if (targets) {
    // Our own pages without a theme page to compare with (issue 17): performance 100, LCP at most 1.2 s.
    if (targets.performance !== undefined && ours.performance < targets.performance)
      failures.push(`performance ${ours.performance} < ${targets.performance}`);
    if (ours.lcp > targets.lcpMs) failures.push(`LCP ${seconds(ours.lcp)} > ${seconds(targets.lcpMs)}`);
  }
  if (!theirs) return failures.map((failure) => `${page}: ${failure}`);
  if (ours.performance < 100) failures.push(`performance ${ours.performance} < 100`);
  if (ours.fcp > 1000) failures.push(`FCP ${seconds(ours.fcp)} > 1.0 s`);
  if (ours.lcp > 0.8 * theirs.lcp) failures.push(`LCP ${ratio(ours.lcp, theirs.lcp)} of the theme's > 0.8x`);
  if (ours.tbt > 50) failures.push(`TBT ${Math.round(ours.tbt)} ms > 50 ms`);
  if (ours.accessibility < 100) failures.push(`accessibility ${ours.accessibility} < 100`);
  return failures.map((failure) => `${page}: ${failure}`);
}

/**
 * Issue 21's second state: the home and the product page as visitors meet them, hours after the
 * build, when the app asks WordPress whether its data changed. Compared with the same theme runs.
 */
function agedPages(siteUrl, product) {
  return [
    { key: 'home-aged', label: 'home, 2 h after the build', ours: `${siteUrl}/`, theirsOf: 'home', age: 'aged' },
    {
      key: 'product-aged',
      label: `a product (post ${product.id}), 2 h after the build`,
      ours: `${siteUrl}/product/${product.id}`,
      theirsOf: 'product',
      age: 'aged',
    },
  ];
}

async function main() {
  const started = Date.now();
  const chromePath = await ensureChromium();
  log(`WordPress with ${THEME}, compressed, on ${wordpress.publicUrl} (state in ${STATE_DIR})`);
  await wordpress.up();
  await startFrontOf(WORDPRESS_PORT);
  // Seeding rewrites the posts (their `modified` included), so it goes with a build: after a reused
  // build, the aged runs would find every post changed since it and measure a refresh of changed data.
  if (!options['skip-build']) {
    await wordpress.seed({ SEED_LEGACY_UPLOADS: legacyUploads ? '1' : '0' });
    log(`building against ${wordpress.publicUrl} into ${BUILD_DIR}/`);
    const buildStartedAt = Date.now();
    // npm run build: the same pipeline (per-page policy, stylesheet, deferred scripts) users deploy.
    await run('npm', ['run', 'build'], {
      env: {
        VITE_WORDPRESS_URL: wordpress.publicUrl,
        VITE_SITE_URL: site,
        VITE_IMAGES_FROM_SITE: imagesFromSite ? '1' : '0',
        BUILD_DIR,
        NODE_ENV: 'production',
        ...(https ? { NODE_EXTRA_CA_CERTS: CERTIFICATE.cert } : {}),
      },
      timeoutMs: 15 * 60_000,
      quiet: true,
    });
    writeFileSync(
      join(REPO_ROOT, BUILD_DIR, 'bench-build-times.json'),
      `${JSON.stringify({ startedAt: buildStartedAt, endedAt: Date.now() })}\n`,
    );
  }
  const product = await pickProduct();
  const built = buildTimes();
  const clockOf = (age) => built.endedAt + AGES[age];
  // As a static host with the rule for VITE_IMAGES_FROM_SITE: /wp-content/uploads/* from WordPress.
  const uploadsRule = imagesFromSite ? [`--proxy-uploads=${wordpress.url}`] : [];
  server = startNode(join(REPO_ROOT, 'scripts', 'serve-static.mjs'), [
    String(SITE_PORT),
    BUILD_DIR,
    '--compress',
    ...uploadsRule,
  ]);
  await waitForHttp(`http://127.0.0.1:${SITE_PORT}/`, 20_000);
  await startFrontOf(SITE_PORT);

  const pages = [
    { key: 'home', label: 'home', ours: `${site}/`, theirs: `${wordpress.publicUrl}/` },
    {
      key: 'product',
      label: `a product (post ${product.id})`,
      ours: `${site}/product/${product.id}`,
      theirs: product.link,
    },
    // Issue 17: a shared search link paints its results within 1.5 s (and CLS 0, as every page).
    { key: 'search-link', label: 'shared search link /?q=fone', ours: `${site}/?q=fone`, targets: { lcpMs: 1500 } },
    { key: 'category-link', label: 'shared category link /?categoria=Casa', ours: `${site}/?categoria=Casa` },
    // The seeded 'Casa' category's own prerendered page (slug 'casa').
    {
      key: 'category-page',
      label: 'category page /categoria/casa',
      ours: `${site}/categoria/casa`,
      targets: { performance: 100, lcpMs: 1200 },
    },
    ...agedPages(site, product),
  ].filter((page) => options.pages.length === 0 || options.pages.includes(page.key));
  if (pages.length === 0) throw new Error(`--pages matches no page`);
  const resultsDir = ensureResultsDir();
  const reportsDir = join(resultsDir, `reports${CASE_NAME}`);
  mkdirSync(reportsDir, { recursive: true });
  const results = Object.fromEntries(pages.map((page) => [page.key, { ours: [], theirs: [] }]));
  for (let runIndex = 1; runIndex <= options.runs; runIndex += 1) {
    for (const page of pages) {
      for (const side of ['ours', 'theirs']) {
        if (!page[side]) continue;
        const figuresOfRun = await lighthouse(
          chromePath,
          page[side],
          join(reportsDir, `${page.key}-${side}-${runIndex}.json`),
          clockOf(side === 'ours' ? (page.age ?? 'fresh') : 'fresh'),
        );
        results[page.key][side].push(figuresOfRun);
        log(`run ${runIndex}/${options.runs} ${side.padEnd(6)} ${page.label}: ${figures(figuresOfRun)}`);
      }
    }
  }

  const chromium = execFileSync(chromePath, ['--version'], { encoding: 'utf8' }).trim();
  const lighthouseVersion = JSON.parse(
    readFileSync(join(REPO_ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  const rows = pages.map((page) => {
    const ours = summarise(results[page.key].ours);
    const theirRuns = page.theirsOf ? (results[page.theirsOf]?.theirs ?? []) : results[page.key].theirs;
    const theirs = theirRuns.length > 0 ? summarise(theirRuns) : null;
    return {
      page: page.key,
      label: page.label,
      url: { ours: page.ours, theirs: page.theirs ?? null },
      ours,
      theirs,
      targets: page.targets ?? null,
    };
  });
  const failures = rows.flatMap((row) => targetsOf(row.label, row.ours, row.theirs, row.targets));
  const result = {
    date: new Date().toISOString(),
    runs: options.runs,
    method: `Lighthouse ${lighthouseVersion} (mobile preset, simulated throttling), ${chromium} headless, ${https ? 'over HTTPS with HTTP/2 (a TLS front before each server), this site brotli (quality 4) and the theme gzip, as each server answers Chromium' : 'over HTTP/1.1, both sites gzip'} from 127.0.0.1; images ${imagesFromSite ? "through this site's address (VITE_IMAGES_FROM_SITE)" : "from WordPress's address"}; ${legacyUploads ? "uploads from before the plugin (3:2 JPEGs, default sizes only), then the plugin's backfill of its 4:3 WebP sizes" : "seeded uploads with the plugin's 4:3 WebP sizes"}; page clock ${AGES.fresh / 1000} s after the build (aged rows: ${AGES.aged / 3_600_000} h); median of ${options.runs}`,
    machine: `${cpus().length} cores, Node ${process.version}`,
    rows,
    targetsMet: failures.length === 0,
    failures,
    durationSeconds: Math.round((Date.now() - started) / 1000),
  };

  const header =
    '| page | this site: perf / FCP / LCP / TBT / CLS / a11y | Twenty Twenty-Three: perf / FCP / LCP / TBT / CLS / a11y | FCP ours/theirs | LCP ours/theirs |';
  const lines = rows.map(({ label, ours, theirs }) =>
    theirs
      ? `| ${label} | ${figures(ours)} | ${figures(theirs)} | ${ratio(ours.fcp, theirs.fcp)} | ${ratio(ours.lcp, theirs.lcp)} |`
      : `| ${label} | ${figures(ours)} | — | — | — |`,
  );
  const markdown = [
    `Benchmark of ${result.date.slice(0, 10)}: ${result.method}; ${result.machine}.`,
    '',
    header,
    '|---|---|---|---|---|',
    ...lines,
    '',
    ...rows.map(
      ({ label, ours }) =>
        `- ${label}: ${ours.javascriptKb.toFixed(1)} kB of JavaScript (transferred, compressed), requests to WordPress: ${ours.wordpressRequests.map((request) => `\`${request}\``).join(', ') || 'none'}`,
    ),
    '',
    failures.length === 0
      ? 'All targets met.'
      : `Targets not met:\n${failures.map((failure) => `- ${failure}`).join('\n')}`,
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, `${RESULTS_NAME}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, `${RESULTS_NAME}.md`), markdown);
  console.log(`\n${markdown}`);
  for (const row of rows) {
    log(
      `LCP element of ${row.label}: ours ${row.ours.lcpElements.join(' | ') || 'none'}; theirs ${row.theirs?.lcpElements.join(' | ') || '—'}`,
    );
    log(
      `${row.label}: ours ${row.ours.javascriptKb.toFixed(1)} kB of JavaScript; requests to WordPress: ${row.ours.wordpressRequests.join(' ') || 'none'}`,
    );
  }
  log(`written bench-results/${RESULTS_NAME}.json and ${RESULTS_NAME}.md (${result.durationSeconds} s)`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
