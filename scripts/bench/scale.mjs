// npm run bench:scale: a build against a throwaway local WordPress holding many posts (default 10,000).
// Prints the build's wall time and its parts (compile, WordPress read, mapping, rendering, with the
// rendering's wall and processor time a page), its peak memory (resident memory of the build's whole
// process tree, sampled every 200 ms) and the size of the output; then edits the newest post in
// WordPress and times `npm run build:update` the same way, with the search index's files each wrote;
// then uploads a new picture as that post's featured image and times the update that takes it in.
// The catalog is a shop's (wordpress/lib/seed-bulk.php). The build's pictures step (site-builder/pictures/)
// starts from an empty cache of its own; with --distinct-pictures every bulk post has a picture of its
// own (scripts/bench/product-pictures.mjs, else the 33 seeded posts' pictures are shared), and a second
// full build measures the same pictures with the cache warm. Writes bench-results/scale.json and scale.md.
//
// Options: --posts N (default 10000)  --distinct-pictures  --keep (keep the WordPress state, build-scale/
// and the pictures' cache afterwards). Port: BENCH_SCALE_WORDPRESS_PORT (default 8785).
import { spawn } from 'node:child_process';
import { createWriteStream, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

import {
  ensureResultsDir,
  folderSize,
  killGroup,
  localWordPress,
  log,
  parseOptions,
  REPO_ROOT,
  run,
  treeRss,
} from './common.mjs';
import { drawProductPictures } from './product-pictures.mjs';

const options = parseOptions(process.argv.slice(2), {
  posts: { type: 'number', default: 10_000 },
  'distinct-pictures': { type: 'boolean', default: false },
  keep: { type: 'boolean', default: false },
});
const PORT = Number(process.env.BENCH_SCALE_WORDPRESS_PORT ?? 8785);
const STATE_DIR = '.wordpress-scale';
const BUILD_DIR = 'build-scale';
/** The pictures' cache of the bench's builds (PICTURE_CACHE_DIR), emptied before the first. */
const PICTURE_CACHE_DIR = join('.cache', 'pictures-scale');
/** Where the bulk posts' own pictures go, below WordPress's uploads (wordpress/lib/seed-bulk.php, BULK_PICTURES). */
const BULK_PICTURES = 'bulk';
const BUILD_TIMEOUT_MS = 90 * 60_000;

const wordpress = localWordPress({ stateDir: STATE_DIR, port: PORT });
let build;

async function cleanUp() {
  killGroup(build?.pid);
  await wordpress.down().catch((error) => log(`stopping WordPress: ${error.message}`));
  if (!options.keep) {
    rmSync(resolve(REPO_ROOT, STATE_DIR), { recursive: true, force: true });
    rmSync(resolve(REPO_ROOT, BUILD_DIR), { recursive: true, force: true });
    rmSync(resolve(REPO_ROOT, PICTURE_CACHE_DIR), { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

async function publishedPosts() {
  const response = await fetch(`${wordpress.rest}/posts?per_page=1&_fields=id`, {
    signal: AbortSignal.timeout(60_000),
  });
  await response.body?.cancel();
  return Number(response.headers.get('X-WP-Total'));
}

/**
 * How long WordPress takes for one page of the build's crawl (per_page=100 with _embed), and how
 * many distinct featured images its posts show.
 */
async function crawlPageSeconds(page) {
  const started = Date.now();
  const response = await fetch(`${wordpress.rest}/posts?page=${page}&per_page=100&_embed`, {
    signal: AbortSignal.timeout(120_000),
  });
  const body = await response.text();
  const seconds = (Date.now() - started) / 1000;
  const featured = JSON.parse(body).map((post) => post._embedded?.['wp:featuredmedia']?.[0]?.source_url);
  return { seconds, bytes: Buffer.byteLength(body), pictures: new Set(featured.filter(Boolean)).size };
}

/** Draws a picture for each bulk post into WordPress's uploads (before seeding: seed-bulk.php reads their sizes). */
async function drawBulkPictures() {
  const dir = join(wordpress.env.WORDPRESS_STATE_DIR, 'site', 'wp-content', 'uploads', BULK_PICTURES);
  log(`drawing a product picture for each bulk post (up to ${options.posts}) into ${dir}`);
  const started = Date.now();
  // A few more than the bulk posts (the seeded ones count in --posts): the numbers are the bulk posts'.
  const drawn = await drawProductPictures(dir, options.posts);
  const seconds = (Date.now() - started) / 1000;
  const { bytes, files } = folderSize(dir);
  log(
    `${drawn} drawn in ${seconds.toFixed(1)} s on ${availableParallelism()} cores; ${files} pictures, ${Math.round(bytes / files / 1024)} kB on average`,
  );
  return { seconds, drawn, files, averageKB: Math.round(bytes / files / 1024) };
}

/**
 * The phases of a build, each from the site builder's line that starts it (site-builder/site-build.ts):
 * the compile runs before its first line, the WordPress read until it reports the posts read.
 */
const BUILD_PHASES = [
  [/^site-pipeline: /, 'WordPress read'],
  [/read \d+ posts from WordPress|WordPress answered in/, 'pictures'],
  [/pictures: \d+ of \d+ taken in/, 'mapping and rendering'],
  [/pages rendered in/, 'search index'],
  [/search index files written/, 'report'],
];

/** Each phase's peak memory, in MB, in the order they run. */
function phasePeaksMB(peaks) {
  return Object.fromEntries(
    ['compile', ...BUILD_PHASES.map(([, name]) => name)]
      .filter((name) => peaks[name] !== undefined)
      .map((name) => [name, Math.round(peaks[name] / 1024 / 1024)]),
  );
}

/**
 * Runs an npm script of the build as users do (`npm run build`, `npm run build:update`), sampling
 * the memory of its process tree (npm itself left out: it only waits); resolves with time and peak,
 * and the peak while a full build takes its pictures in (from WordPress read to the pictures' report).
 */
function measuredBuild(script, logFile) {
  return new Promise((done, fail) => {
    const started = Date.now();
    const output = createWriteStream(logFile);
    build = spawn('npm', ['run', script], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        BUILD_DIR,
        PICTURE_CACHE_DIR,
        VITE_WORDPRESS_URL: wordpress.url,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    build.stdout.pipe(output);
    build.stderr.pipe(output);
    let phase = 'compile';
    createInterface({ input: build.stdout }).on('line', (line) => {
      phase = BUILD_PHASES.find(([pattern]) => pattern.test(line))?.[1] ?? phase;
    });
    let peak = 0;
    /** The peak of each phase, by its name. */
    const peaks = {};
    const sampler = setInterval(() => {
      const rss = treeRss(build.pid, { withRoot: false });
      peak = Math.max(peak, rss);
      peaks[phase] = Math.max(peaks[phase] ?? 0, rss);
    }, 200);
    const timer = setTimeout(() => {
      killGroup(build.pid);
      fail(new Error(`the build took longer than ${BUILD_TIMEOUT_MS / 60_000} min (log: ${logFile})`));
    }, BUILD_TIMEOUT_MS);
    build.once('close', (code) => {
      clearInterval(sampler);
      clearTimeout(timer);
      const seconds = (Date.now() - started) / 1000;
      output.end(() => {
        if (code === 0) done({ seconds, peakBytes: peak, picturesPeakBytes: peaks.pictures ?? 0, peaks });
        else fail(new Error(`npm run ${script} exited with ${code} (log: ${logFile})`));
      });
    });
  });
}

/** The newest post's id (the first of the home's listing). */
async function newestPostId() {
  const response = await fetch(`${wordpress.rest}/posts?per_page=1&_fields=id`, {
    signal: AbortSignal.timeout(60_000),
  });
  const [first] = await response.json();
  return first.id;
}

/** The site builder's own figures, from its log (site-builder/site-build.ts). */
function siteBuildParts(text) {
  const number = (pattern) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  const mapped = [...text.matchAll(/mapped posts[^:]*: (\d+)\/\1 \(([\d.]+) s\)/g)].at(-1);
  return {
    siteBuildSeconds: number(/(?:build|update) done in ([\d.]+) s/),
    crawlSeconds: number(/read \d+ posts from WordPress in ([\d.]+) s/),
    wordpressSeconds: number(/WordPress answered in ([\d.]+) s/),
    mapSeconds: Number(mapped?.[2] ?? Number.NaN),
    renderSeconds: number(/pages rendered in ([\d.]+) s/),
    pages: number(/(\d+) pages rendered in/),
    msPerPage: number(/\(([\d.]+) ms a page;/),
    cpuMsPerPage: number(/([\d.]+) ms of processor time a page/),
    searchFiles: number(/(\d+) search index files written/),
    searchSeconds: number(/search index files written in ([\d.]+) s/),
    // PACK_PRODUCT_PAGES=1 (site-builder/cloudflare/product-page-packs.ts).
    packedPages: number(/(\d+) product pages packed/),
    packs: number(/product pages packed, (\d+) packs written/),
    packSeconds: number(/packs written in ([\d.]+) s/),
    deployFiles: /to deploy: (.*)/.exec(text)?.[1] ?? '',
    hosts: /fits: (.*)/.exec(text)?.[1] ?? '',
    pictures: picturesReport(text),
  };
}

/** The pictures step's report (site-builder/pictures/build-pictures.ts, printReport). */
function picturesReport(text) {
  const report = /pictures: (\d+) of (\d+) taken in, (\d+) made now, (\d+) downloaded, in ([\d.]+) s/.exec(text);
  const problems = (heading) => Number(new RegExp(`${heading}[^(]*\\((\\d+)\\):`).exec(text)?.[1] ?? 0);
  const [taken, wanted, made, downloaded, seconds] = (report?.slice(1) ?? []).map(Number);
  return {
    wanted: wanted ?? Number.NaN,
    taken: taken ?? Number.NaN,
    made: made ?? Number.NaN,
    downloaded: downloaded ?? Number.NaN,
    seconds: seconds ?? Number.NaN,
    failed: problems('pictures that could not be downloaded'),
    refused: problems('files refused'),
  };
}

async function main() {
  const loadAverageAtStart = loadavg().map((value) => Number(value.toFixed(1)));
  log(`throwaway WordPress on ${wordpress.url} (state in ${STATE_DIR})`);
  await wordpress.up();
  await wordpress.seed();
  const drawn = options['distinct-pictures'] ? await drawBulkPictures() : null;
  // seed-bulk adds what is missing up to that total, also on a WordPress kept from an earlier run (--keep).
  log(`a shop's catalog (wordpress/lib/seed-bulk.php) up to ${options.posts} published posts`);
  await run('bash', [join(REPO_ROOT, 'wordpress', 'seed-bulk.sh'), String(options.posts)], {
    env: { ...wordpress.env, ...(drawn === null ? {} : { BULK_PICTURES }) },
    timeoutMs: 30 * 60_000,
  });
  const posts = await publishedPosts();
  const lastPage = Math.ceil(posts / 100);
  const samplePages = [await crawlPageSeconds(1), await crawlPageSeconds(lastPage)];
  log(
    `${posts} published posts; one crawl page (100 posts, _embed) takes ${samplePages.map((page) => `${page.seconds.toFixed(1)} s`).join(' / ')}, ` +
      `showing ${samplePages.map((page) => page.pictures).join(' / ')} distinct featured images`,
  );

  const resultsDir = ensureResultsDir();
  const logFile = join(resultsDir, 'scale-build.log');
  // The first build takes every picture in: nothing from an earlier run may be in the cache.
  rmSync(resolve(REPO_ROOT, PICTURE_CACHE_DIR), { recursive: true, force: true });
  log(`building into ${BUILD_DIR}/, pictures' cache ${PICTURE_CACHE_DIR}/ empty (log: bench-results/scale-build.log)`);
  const { seconds, peakBytes, picturesPeakBytes, peaks } = await measuredBuild('build', logFile);
  const client = resolve(REPO_ROOT, BUILD_DIR, 'client');
  const output = folderSize(client);
  const copies = folderSize(join(client, 'pictures'));
  const parts = siteBuildParts(readFileSync(logFile, 'utf8'));
  // A folder each, a file each for Cloudflare Pages (CLOUDFLARE_PAGES=1), or in packs.
  const productPages = Number.isNaN(parts.packedPages)
    ? readdirSync(join(client, 'product')).filter((name) => /^\d+(\.html)?$/.test(name)).length
    : parts.packedPages;

  let warm = null;
  if (drawn !== null) {
    const warmLog = join(resultsDir, 'scale-build-warm.log');
    log(`the same full build again, the pictures' cache warm (log: bench-results/scale-build-warm.log)`);
    const again = await measuredBuild('build', warmLog);
    warm = { ...again, parts: siteBuildParts(readFileSync(warmLog, 'utf8')) };
  }

  const newest = await newestPostId();
  log(`editing post ${newest} in WordPress, then npm run build:update (log: bench-results/scale-update.log)`);
  const state = join(tmpdir(), `scale-edit-${process.pid}.json`);
  writeFileSync(state, JSON.stringify({ new: newest }));
  const fixture = (command) =>
    run(
      'bash',
      [
        '-c',
        'source wordpress/lib/common.sh && WP_SITE_DIR="$SITE_DIR" WP_SITE_URL="$SITE_URL" php wordpress/lib/build-update-fixture.php "$0" "$1"',
        command,
        state,
      ],
      { env: wordpress.env, timeoutMs: 60_000, quiet: true },
    );
  const updateLog = join(resultsDir, 'scale-update.log');
  let updated;
  try {
    await fixture('edit');
    updated = await measuredBuild('build:update', updateLog);
    log(
      `a new featured picture for post ${newest}, then npm run build:update (log: bench-results/scale-update-picture.log)`,
    );
    await fixture('picture');
  } finally {
    rmSync(state, { force: true });
  }
  const updateParts = siteBuildParts(readFileSync(updateLog, 'utf8'));
  const pictureLog = join(resultsDir, 'scale-update-picture.log');
  const pictureUpdate = await measuredBuild('build:update', pictureLog);
  const pictureParts = siteBuildParts(readFileSync(pictureLog, 'utf8'));

  const result = {
    date: new Date().toISOString(),
    posts,
    productPages,
    buildSeconds: Math.round(seconds),
    compileSeconds: Math.round(seconds - parts.siteBuildSeconds),
    crawlSeconds: parts.crawlSeconds,
    mapSeconds: parts.mapSeconds,
    renderSeconds: parts.renderSeconds,
    renderMsPerPage: parts.msPerPage,
    renderCpuMsPerPage: parts.cpuMsPerPage,
    peakMemoryMB: Math.round(peakBytes / 1024 / 1024),
    peakMemoryByPhaseMB: phasePeaksMB(peaks),
    outputMB: Math.round(output.bytes / 1024 / 1024),
    outputFiles: output.files,
    updateSeconds: Number(updated.seconds.toFixed(1)),
    updateWordPressSeconds: updateParts.wordpressSeconds,
    updatePages: updateParts.pages,
    updatePeakMemoryMB: Math.round(updated.peakBytes / 1024 / 1024),
    pictureUpdateSeconds: Number(pictureUpdate.seconds.toFixed(1)),
    pictureUpdateWordPressSeconds: pictureParts.wordpressSeconds,
    pictureUpdatePages: pictureParts.pages,
    pictureUpdatePicturesMade: pictureParts.pictures.made,
    pictureUpdatePicturesSeconds: pictureParts.pictures.seconds,
    searchFiles: parts.searchFiles,
    searchSeconds: parts.searchSeconds,
    updateSearchFilesWritten: updateParts.searchFiles,
    distinctPictures: drawn !== null,
    bulkPictures: drawn?.files ?? null,
    bulkPictureKB: drawn?.averageKB ?? null,
    drawnNow: drawn?.drawn ?? null,
    drawSeconds: drawn === null ? null : Math.round(drawn.seconds),
    picturesWanted: parts.pictures.wanted,
    picturesTaken: parts.pictures.taken,
    picturesMade: parts.pictures.made,
    picturesDownloaded: parts.pictures.downloaded,
    picturesFailed: parts.pictures.failed,
    picturesRefused: parts.pictures.refused,
    picturesSeconds: parts.pictures.seconds,
    picturesPeakMemoryMB: Math.round(picturesPeakBytes / 1024 / 1024),
    pictureCopyFiles: copies.files,
    pictureCopiesMB: Number((copies.bytes / 1024 / 1024).toFixed(1)),
    warmBuildSeconds: warm === null ? null : Math.round(warm.seconds),
    warmPicturesSeconds: warm?.parts.pictures.seconds ?? null,
    warmPicturesMade: warm?.parts.pictures.made ?? null,
    warmPicturesDownloaded: warm?.parts.pictures.downloaded ?? null,
    warmPeakMemoryMB: warm === null ? null : Math.round(warm.peakBytes / 1024 / 1024),
    warmPeakMemoryByPhaseMB: warm === null ? null : phasePeaksMB(warm.peaks),
    warmPicturesPeakMemoryMB: warm === null ? null : Math.round(warm.picturesPeakBytes / 1024 / 1024),
    deployFiles: parts.deployFiles,
    hosts: parts.hosts,
    packs: Number.isNaN(parts.packs) ? null : parts.packs,
    packSeconds: Number.isNaN(parts.packSeconds) ? null : parts.packSeconds,
    updatePacksWritten: Number.isNaN(updateParts.packs) ? null : updateParts.packs,
    loadAverageAtStart,
    crawlPageSeconds: samplePages.map((page) => Number(page.seconds.toFixed(2))),
    crawlPageKB: samplePages.map((page) => Math.round(page.bytes / 1024)),
    crawlPagePictures: samplePages.map((page) => page.pictures),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GB, Node ${process.version}`,
    // Other work on the machine slows every figure but the processor time a page.
    loadAverage15min: Number(loadavg()[2]?.toFixed(1)),
  };
  const markdown = [
    `Scale benchmark of ${result.date.slice(0, 10)} (${result.machine}, load average ${result.loadAverage15min} over the last 15 min):`,
    '',
    '| posts | build time | compile / WordPress read / mapping / rendering | rendering a page (wall / processor) | peak memory (process tree) | output (build/client) | one edited post: `build:update` (WordPress) | its peak memory |',
    '|---|---|---|---|---|---|---|---|',
    `| ${posts} | ${result.buildSeconds} s | ${result.compileSeconds} / ${result.crawlSeconds} / ${result.mapSeconds} / ${result.renderSeconds} s | ${result.renderMsPerPage} / ${result.renderCpuMsPerPage} ms | ${result.peakMemoryMB} MB | ${result.outputMB} MB in ${output.files} files | ${result.updateSeconds} s (${result.updateWordPressSeconds} s), ${result.updatePages} pages | ${result.updatePeakMemoryMB} MB |`,
    '',
    `Peak memory of each phase of the build (MB): ${phases(result.peakMemoryByPhaseMB)}${result.warmPeakMemoryByPhaseMB === null ? '' : `; of the warm build: ${phases(result.warmPeakMemoryByPhaseMB)}`}.`,
    '',
    ...(result.packs === null
      ? []
      : [
          `Product pages in packs (PACK_PRODUCT_PAGES=1): ${result.productPages} pages in ${result.packs} packs, written in ${result.packSeconds} s; the update rewrote ${result.updatePacksWritten} pack(s).`,
          '',
        ]),
    `One edited post with a new featured picture: \`build:update\` ${result.pictureUpdateSeconds} s (WordPress ${result.pictureUpdateWordPressSeconds} s), ${result.pictureUpdatePicturesMade} picture(s) made in ${result.pictureUpdatePicturesSeconds} s, ${result.pictureUpdatePages} pages.`,
    '',
    `Files to deploy: ${result.deployFiles}; fits: ${result.hosts}.`,
    '',
    `One page of the build's crawl (100 posts with _embed): ${result.crawlPageSeconds.join(' s / ')} s, ${result.crawlPageKB.join(' / ')} kB, ${result.crawlPagePictures.join(' / ')} distinct featured images (first / last page).`,
    '',
    picturesMarkdown(result),
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'scale.json'), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(join(resultsDir, 'scale.md'), markdown);
  console.log(`\n${markdown}`);
}

function phases(peaks) {
  return Object.entries(peaks)
    .map(([name, mb]) => `${name} ${mb}`)
    .join(', ');
}

/** The pictures step of the first build (cache empty) and, with --distinct-pictures, of the warm one. */
function picturesMarkdown(result) {
  const step = (seconds, made, downloaded, peakMB) =>
    `${seconds} s (${made} made${made > 0 ? `, ${(seconds / made).toFixed(2)} s each` : ''}, ${downloaded} downloaded), peak ${peakMB} MB`;
  const problems = result.picturesFailed + result.picturesRefused;
  const warm =
    result.warmBuildSeconds === null
      ? 'not run (`--distinct-pictures`) | | '
      : `${result.warmBuildSeconds} s | ${step(result.warmPicturesSeconds, result.warmPicturesMade, result.warmPicturesDownloaded, result.warmPicturesPeakMemoryMB)} | ${result.warmPeakMemoryMB} MB`;
  return [
    result.distinctPictures
      ? `Pictures: each bulk post its own (${result.bulkPictures} files, ${result.bulkPictureKB} kB on average; ${result.drawnNow} drawn now in ${result.drawSeconds} s).`
      : "Pictures: the bulk posts share the seeded posts' (`--distinct-pictures` gives each its own).",
    '',
    "| pictures taken in | first build's pictures step (cache empty) and its peak memory | copies | warm full build | its pictures step | its peak memory |",
    '|---|---|---|---|---|---|',
    `| ${result.picturesTaken} of ${result.picturesWanted}${problems > 0 ? ` (${result.picturesFailed} failed, ${result.picturesRefused} refused)` : ''} | ${step(result.picturesSeconds, result.picturesMade, result.picturesDownloaded, result.picturesPeakMemoryMB)} | ${result.pictureCopyFiles} files, ${result.pictureCopiesMB} MB | ${warm} |`,
  ].join('\n');
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
