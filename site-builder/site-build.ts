// The site builder: renders the site's pages with the server bundle the compile kept
// (compile/site-pipeline.ts). `npm run build` runs it after `react-router build` for every page;
// `npm run build:update` runs it on an existing build for the pages whose data changed in WordPress
// since (update-plan.ts). The compile bundles it apart from the app (compile/builder-bundle.ts), and
// scripts/site-build.mjs runs it with the server bundle: it reaches the app only through that bundle
// (the route modules, and the server entry's provideCatalog: render/catalog-seam.ts) and the app's
// build surface (app/config/, app/wordpress/catalog/: reading WordPress, mapping each post once).
//
// Memory stays flat whatever the catalog's size: the crawl writes each post to the store as it
// arrives (store/catalog-store.ts), and each page reads only the posts it shows. Mapping and
// rendering run on worker threads, one per core.
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

import type { ServerBuild } from 'react-router';

import { readEnv } from '../app/config/env.ts';
import { productPath, SPA_FALLBACK_PATH } from '../app/config/paths.ts';
import type { Catalog, CatalogDraft } from '../app/wordpress/catalog/catalog.ts';
import { catalogPaths } from '../app/wordpress/catalog/catalog-pages.ts';
import {
  fetchModifiedPosts,
  fetchPostsById,
  fetchPublishedIds,
  fetchSite,
  stillPublished,
} from '../app/wordpress/catalog/crawl.server.ts';
import { readCompileRecord, type CompileRecord } from './compile/compile-record.ts';
import { reportDeployFiles } from './deploy-files.ts';
import { takeAllPictures, takeChangedPictures, type PictureStep } from './pictures/build-pictures.ts';
import { PictureCache, pictureCacheDir } from './pictures/picture-cache.ts';
import { commitPictureTable, readPictureTable, writePictureTable } from './pictures/picture-table.ts';
import { buildFingerprint, fingerprintChanges } from './compile/fingerprint.ts';
import { TaskRunner, type Derived, type Setup, type Task } from './render/task-runner.ts';
import { WorkerPool } from './render/worker-pool.ts';
import {
  commitCatalog,
  NEXT_CATALOG_FILE,
  readCatalog,
  readPost,
  removePost,
  storeDir,
  writeCatalog,
  writePost,
} from './store/catalog-store.ts';
import { collectCatalog, SINCE_MARGIN_MS } from './store/collect.ts';
import { flattenPages } from './cloudflare/flat-pages.ts';
import { writeNotFoundPage } from './cloudflare/not-found-page.ts';
import { packProductPages } from './cloudflare/product-page-packs.ts';
import { indexedBefore, updateSearchFiles, writeSearchFragments } from './search/search-files.ts';
import { pathsToRender, planUpdate } from './update-plan.ts';

/** The exit code of an update that cannot run: the build needs a full build (`npm run build`). */
export const NEEDS_FULL_BUILD = 3;

/** Thrown when an update cannot run; the message says why, the exit code is NEEDS_FULL_BUILD. */
export class FullBuildNeeded extends Error {
  override name = 'FullBuildNeeded';
  readonly exitCode = NEEDS_FULL_BUILD;
}

/** Below this many posts to map and pages to render, the main thread does it (no workers to start). */
const IN_PROCESS_LIMIT = 300;
const DERIVE_BATCH = 200;
const RENDER_BATCH = 50;

export interface SiteBuildOptions {
  /** The build folder (BUILD_DIR), absolute. */
  buildDir: string;
  /** The project's root, for the fingerprint of its sources. */
  root: string;
  /** The script worker threads run (scripts/site-build.mjs). */
  workerScript: string;
  update: boolean;
}

function log(message: string): void {
  console.log(`[site-build] ${message}`);
}

/**
 * The build's clock: SOURCE_DATE_EPOCH (seconds) when set, the convention of reproducible builds
 * (the tests that compare an update with a full build set it), else the time.
 */
function clock(): number {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch === undefined || epoch === '') return Date.now();
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be seconds since 1970; got: ${epoch}`);
  return Number(epoch) * 1000;
}

/**
 * Worker threads for a large build: one per core, or SITE_BUILD_THREADS (0: the main thread only),
 * for a build machine whose memory is smaller than its cores would use (about 150 MB each).
 */
function threadCount(): number {
  const wanted = process.env.SITE_BUILD_THREADS;
  if (wanted === undefined || wanted === '') return availableParallelism();
  if (!/^\d+$/.test(wanted)) throw new Error(`SITE_BUILD_THREADS must be a whole number; got: ${wanted}`);
  return Number(wanted);
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Maps the posts in `derive` and renders the paths `pathsFor` gives once they are mapped, from
 * `draft` (written as the catalog being rendered). Returns the catalog with the mapped posts' entries
 * up to date.
 */
async function render(
  build: ServerBuild,
  options: SiteBuildOptions,
  compile: CompileRecord,
  draft: CatalogDraft,
  derive: readonly number[],
  pathsFor: (next: CatalogDraft) => string[],
  writeSearch: (next: CatalogDraft) => number,
): Promise<CatalogDraft> {
  const dir = storeDir(options.buildDir);
  writeCatalog(dir, draft, NEXT_CATALOG_FILE);
  const setup: Setup = { buildDir: options.buildDir, cssTarget: compile.cssTarget, earlySearch: compile.earlySearch };
  // A full build maps every post and renders about as many pages; an update, a few.
  const threads = derive.length > IN_PROCESS_LIMIT ? threadCount() : 0;
  const pool = threads > 0 ? new WorkerPool(options.workerScript, threads, setup) : null;
  const runner = pool === null ? new TaskRunner(build, setup) : null;
  const runAll = async (tasks: Task[], total: number, what: string): Promise<Derived[]> => {
    const started = performance.now();
    let reported = 0;
    const progress = (done: number) => {
      if (done - reported < total / 10 && done < total) return;
      reported = done;
      log(`${what}: ${done}/${total} (${seconds(started)})`);
    };
    if (pool !== null) return pool.run(tasks, progress);
    const results: Derived[] = [];
    for (const task of tasks) if (runner !== null) results.push(...(await runner.run(task)));
    progress(total);
    return results;
  };
  try {
    const derived = await runAll(
      batches(derive, DERIVE_BATCH).map((ids) => ({ kind: 'derive', ids })),
      derive.length,
      `mapped posts${pool === null ? '' : ` on ${threads} threads`}`,
    );
    const byId = new Map(derived.map(({ id, ...fields }) => [id, fields]));
    const next = { ...draft, posts: draft.posts.map((entry) => ({ ...entry, ...byId.get(entry.id) })) };
    const pages = pathsFor(next);
    const started = performance.now();
    const cpu = process.cpuUsage();
    await runAll(
      batches(pages, RENDER_BATCH).map((batch) => ({ kind: 'render', paths: batch })),
      pages.length,
      'rendered pages',
    );
    await pool?.close();
    // Wall time, and processor time of every thread (what a busier machine would not change).
    const { user, system } = process.cpuUsage(cpu);
    const perPage = (total: number) => (pages.length === 0 ? 0 : total / pages.length).toFixed(1);
    log(
      `${pages.length} pages rendered in ${seconds(started)} (${perPage(performance.now() - started)} ms a page; ` +
        `${perPage((user + system) / 1000)} ms of processor time a page)`,
    );
    // The search's index of every product is the most memory the build holds at once: it is made
    // last, on the main thread, once the threads that rendered the pages have exited.
    const indexed = performance.now();
    const written = writeSearch(next);
    log(`${written} search index files written in ${seconds(indexed)}`);
    return next;
  } finally {
    await pool?.close();
  }
}

/**
 * For Cloudflare Pages: its 404 page; with PACK_PRODUCT_PAGES, the product pages just rendered go into
 * their packs (`fresh`: every pack anew) and the `removed` products out of theirs; the other pages just
 * rendered are written as Pages serves them without a redirect.
 */
async function finishForCloudflarePages(
  options: SiteBuildOptions,
  compile: CompileRecord,
  fresh: boolean,
  removed: readonly number[],
): Promise<void> {
  if (!compile.cloudflarePages) return;
  const clientDir = join(options.buildDir, 'client');
  writeNotFoundPage(clientDir);
  if (compile.packedPages) {
    const started = performance.now();
    const packed = await packProductPages(clientDir, { fresh, removed });
    log(`${packed.pages} product pages packed, ${packed.packsWritten} packs written in ${seconds(started)}`);
  }
  flattenPages(clientDir);
}

/** Removes the files of prerendered paths that the build no longer has. */
function removePages(clientDir: string, paths: readonly string[]): void {
  for (const path of paths) {
    rmSync(join(clientDir, ...path.split('/')), { recursive: true, force: true });
    rmSync(join(clientDir, ...`${path}.data`.split('/')), { force: true });
    // A page for Cloudflare Pages (cloudflare/flat-pages.ts).
    rmSync(join(clientDir, ...`${path}.html`.split('/')), { force: true });
  }
}

/** Reads all of WordPress and renders every page; the store's posts of another catalog go. */
async function fullRender(
  build: ServerBuild,
  options: SiteBuildOptions,
  compile: CompileRecord,
  previous: Catalog | null,
): Promise<void> {
  const dir = storeDir(options.buildDir);
  const started = performance.now();
  const draft = await collectCatalog(dir, readEnv().wordpressBaseUrl, process.env, clock);
  log(`read ${draft.posts.length} posts from WordPress in ${seconds(started)}`);
  const pictures = await takeAllPictures(
    draft.posts.map((entry) => entry.id),
    (id) => readPost(dir, id),
    pictureStep(options),
  );
  writePictureTable(dir, pictures);
  const paths = [...catalogPaths(draft), SPA_FALLBACK_PATH];
  const next = await render(
    build,
    options,
    compile,
    draft,
    draft.posts.map((entry) => entry.id),
    () => paths,
    (next) => writeSearchFragments(join(options.buildDir, 'client'), dir, next),
  );
  await finishForCloudflarePages(options, compile, true, []);
  if (previous !== null) {
    const kept = new Set(paths);
    removePages(
      join(options.buildDir, 'client'),
      catalogPaths(previous).filter((path) => !kept.has(path)),
    );
    const posts = new Set(next.posts.map((entry) => entry.id));
    for (const entry of previous.posts) if (!posts.has(entry.id)) removePost(dir, entry.id);
  }
  commitCatalog(dir, next);
  commitPictureTable(dir);
}

/** What the pictures' step works with: the cache kept between builds, and the site being written. */
function pictureStep(options: SiteBuildOptions): PictureStep {
  return {
    cache: new PictureCache(pictureCacheDir(process.env, options.root)),
    clientDir: join(options.buildDir, 'client'),
    log,
  };
}

/** The build to update, once it is known that the app did not change since. */
function updatableBuild(options: SiteBuildOptions): { catalog: Catalog; compile: CompileRecord } {
  const compile = readCompileRecord(options.buildDir);
  const catalog = readCatalog(storeDir(options.buildDir));
  if (compile === null || catalog === null) {
    throw new FullBuildNeeded(`No build to update in ${options.buildDir}: run a full build (npm run build).`);
  }
  if (!catalog.wordpressRead || catalog.baseUrl === null) {
    throw new FullBuildNeeded('The last build read no WordPress (samples): run a full build (npm run build).');
  }
  const now = buildFingerprint(options.root, process.env);
  if (now.digest !== compile.fingerprint.digest) {
    const changes = fingerprintChanges(compile.fingerprint, now);
    const listed = changes.slice(0, 10).join(', ') + (changes.length > 10 ? `, and ${changes.length - 10} more` : '');
    throw new FullBuildNeeded(
      `The app's code or configuration changed since the build (${listed}): run a full build (npm run build).`,
    );
  }
  return { catalog, compile };
}

async function update(build: ServerBuild, options: SiteBuildOptions): Promise<void> {
  const { catalog: old, compile } = updatableBuild(options);
  const baseUrl = old.baseUrl ?? '';
  const dir = storeDir(options.buildDir);
  const started = performance.now();
  const [site, modified, published] = await Promise.all([
    fetchSite(baseUrl, old),
    fetchModifiedPosts(baseUrl, old.since),
    fetchPublishedIds(baseUrl, old.settings.companionPlugin),
  ]);
  // Listed now, never seen by the build and not modified since: a scheduled post WordPress published
  // (publishing one keeps its modified date), or one a list that shifted while it was read hid.
  const seen = new Set([
    ...old.posts.map((entry) => entry.id),
    ...old.protectedIds,
    ...modified.posts.map(({ post }) => post.id),
    ...modified.protectedIds,
  ]);
  const unseen = [...published.ids].filter((id) => !seen.has(id));
  // Products of the build missing from the list: asked for again, since a list that shifted while
  // it was read may have skipped them.
  const missing = old.posts.filter((entry) => !published.ids.has(entry.id)).map((entry) => entry.id);
  const [found, confirmed] = await Promise.all([
    unseen.length > 0 ? fetchPostsById(baseUrl, unseen) : [],
    missing.length > 0 ? stillPublished(baseUrl, missing) : new Set<number>(),
  ]);
  const plan = planUpdate(
    old,
    {
      site,
      posts: [...modified.posts, ...found],
      protectedIds: modified.protectedIds,
      publishedIds: new Set([...published.ids, ...confirmed]),
      since: published.startedAt - SINCE_MARGIN_MS,
    },
    clock(),
  );
  log(
    `WordPress answered in ${seconds(started)}: ${plan.written.length} new or changed posts, ` +
      `${plan.removed.length} removed, ${plan.derive.length} products to render again`,
  );
  if (plan.full) {
    log('the categories, the site pages or the settings changed: every page is rendered again');
    await fullRender(build, options, compile, old);
    return;
  }
  for (const crawled of plan.written) writePost(dir, crawled);
  const pictures = await takeChangedPictures(
    readPictureTable(dir),
    plan.written.map(({ post }) => post.id),
    plan.removed,
    (id) => readPost(dir, id),
    pictureStep(options),
  );
  writePictureTable(dir, pictures.table);
  // Products whose pictures came in now, a build after they failed: their pages change too.
  const derive = [...new Set([...plan.derive, ...pictures.retaken])];
  // What the search indexed of the posts about to be mapped again or removed, before their entries change.
  const built = new Set(old.posts.map((entry) => entry.id));
  const before = indexedBefore(
    dir,
    [...derive, ...plan.removed].filter((id) => built.has(id)),
  );
  const next = await render(
    build,
    options,
    compile,
    plan.next,
    derive,
    (rendered) => pathsToRender(old, rendered, derive),
    (rendered) => updateSearchFiles(join(options.buildDir, 'client'), dir, rendered, derive, before),
  );
  await finishForCloudflarePages(options, compile, false, plan.removed);
  removePages(join(options.buildDir, 'client'), plan.removed.map(productPath));
  for (const id of plan.removed) removePost(dir, id);
  commitCatalog(dir, next);
  commitPictureTable(dir);
}

/**
 * `npm run build` (after the compile) and `npm run build:update`. A full build that fails removes
 * the client folder, so that nothing half built is deployed.
 */
export async function buildSite(build: ServerBuild, options: SiteBuildOptions): Promise<void> {
  const started = performance.now();
  if (options.update) {
    await update(build, options);
  } else {
    const compile = readCompileRecord(options.buildDir);
    if (compile === null) throw new Error(`No compiled site in ${options.buildDir}: run react-router build first`);
    try {
      await fullRender(build, options, compile, null);
    } catch (error) {
      rmSync(join(options.buildDir, 'client'), { recursive: true, force: true });
      throw error;
    }
  }
  reportDeployFiles(join(options.buildDir, 'client'), readCompileRecord(options.buildDir)?.packedPages ?? false, log);
  log(`${options.update ? 'update' : 'build'} done in ${seconds(started)}`);
}
