// The pictures' step of a build and of an update (site-build.ts), between reading WordPress and
// rendering: which pictures the products show (the gateway's postPictures), taken in
// (take-pictures.ts), their copies put in the site (`client/pictures/`, hard links to the cache's
// files), the table the pages' loaders read written (picture-table.ts), and what happened printed.
import { copyFileSync, linkSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { PICTURES_PATH } from '../../app/config/paths.ts';
import { postPictures } from '../../app/wordpress/catalog/post-pictures.ts';
import type { PictureKind } from '../../app/wordpress/catalog/pictures.ts';
import type { CrawledPost } from '../../app/wordpress/catalog/catalog.ts';
import { copyFiles } from './make-copies.ts';
import type { PictureCache } from './picture-cache.ts';
import { pictureKey, type PictureTable } from './picture-table.ts';
import { takePictures, type PictureProblem, type PictureReport, type WantedPicture } from './take-pictures.ts';

/** Problems listed by name in the build's output; the rest are counted. */
const LISTED_PROBLEMS = 20;

/** The folder of the site's pictures in a client build. */
export function picturesDir(clientDir: string): string {
  return join(clientDir, ...PICTURES_PATH.split('/').filter(Boolean));
}

/** What the products `ids` show, by pictureKey. */
function wantedBy(
  ids: readonly number[],
  readPost: (id: number) => CrawledPost,
): {
  wanted: Map<string, WantedPicture>;
  posts: Record<string, string[]>;
} {
  const wanted = new Map<string, WantedPicture>();
  const posts: Record<string, string[]> = {};
  for (const id of ids) {
    const keys: string[] = [];
    for (const request of postPictures(readPost(id))) {
      const key = pictureKey(request.source, request.kind);
      keys.push(key);
      const known = wanted.get(key);
      if (known === undefined) wanted.set(key, { ...request, posts: [id] });
      else known.posts.push(id);
    }
    posts[String(id)] = keys;
  }
  return { wanted, posts };
}

export interface PictureStep {
  cache: PictureCache;
  clientDir: string;
  log: (message: string) => void;
}

/** A full build's pictures: every product's, each address the cache knows asked again (a 304 costs nothing). */
export async function takeAllPictures(
  ids: readonly number[],
  readPost: (id: number) => CrawledPost,
  step: PictureStep,
): Promise<PictureTable> {
  const started = performance.now();
  const { wanted, posts } = wantedBy(ids, readPost);
  const { taken, report } = await takePictures(wanted, step.cache, {
    revalidate: true,
    progress: progressLog(step.log, started),
  });
  const table = { taken, posts };
  publish(table, step);
  printReport(report, step.log, started);
  return table;
}

/**
 * An update's pictures: those of the changed posts that the build has not taken in yet (the others
 * keep their copies: an edited file at the same address waits for the next full build, as the
 * documentation says), and, for the posts still showing one, the pictures that failed before.
 * Returns the table and the products whose pictures changed without their post (to render again).
 */
export async function takeChangedPictures(
  old: PictureTable,
  written: readonly number[],
  removed: readonly number[],
  readPost: (id: number) => CrawledPost,
  step: PictureStep,
): Promise<{ table: PictureTable; retaken: number[] }> {
  const started = performance.now();
  const gone = new Set(removed.map(String));
  // A post read as changed and then found unpublished while the update read WordPress shows nothing.
  const shown = written.filter((id) => !gone.has(String(id)));
  const { wanted: changed, posts: changedPosts } = wantedBy(shown, readPost);
  const posts: Record<string, string[]> = Object.fromEntries(
    Object.entries({ ...old.posts, ...changedPosts }).filter(([id]) => !gone.has(id)),
  );
  const missing = new Map([...changed].filter(([key]) => old.taken[key] === undefined));
  for (const [id, keys] of Object.entries(posts)) {
    for (const key of keys) {
      if (old.taken[key] !== undefined) continue;
      const known = missing.get(key);
      if (known !== undefined) {
        if (!known.posts.includes(Number(id))) known.posts.push(Number(id));
        continue;
      }
      const request = requestOf(key);
      if (request !== null) missing.set(key, { ...request, posts: [Number(id)] });
    }
  }
  const { taken, report } = await takePictures(missing, step.cache, { revalidate: false });
  const used = new Set(Object.values(posts).flat());
  const table: PictureTable = {
    taken: Object.fromEntries(
      [...Object.entries(old.taken), ...Object.entries(taken)].filter(([key]) => used.has(key)),
    ),
    posts,
  };
  publish(table, step);
  printReport(report, step.log, started);
  const writtenIds = new Set(written);
  const retaken = [
    ...new Set(Object.keys(taken).flatMap((key) => missing.get(key)?.posts.filter((id) => !writtenIds.has(id)) ?? [])),
  ];
  return { table, retaken };
}

/** The request a table key stands for. */
function requestOf(key: string): { source: string; kind: PictureKind } | null {
  const space = key.indexOf(' ');
  const kind = key.slice(0, space);
  if (kind !== 'product' && kind !== 'content') return null;
  return { source: key.slice(space + 1), kind };
}

/**
 * Puts the copies the table names in the site's pictures folder (hard links to the cache's files, a
 * copy where the two folders are on different disks) and removes the copies no page shows any more.
 */
function publish(table: PictureTable, { cache, clientDir }: PictureStep): void {
  const dir = picturesDir(clientDir);
  mkdirSync(dir, { recursive: true });
  const files = new Set(
    Object.entries(table.taken).flatMap(([key, picture]) =>
      copyFiles(picture.name, requestOf(key)?.kind ?? 'content', picture.widths),
    ),
  );
  const present = new Set(readdirSync(dir));
  for (const file of present) if (!files.has(file)) rmSync(join(dir, file), { force: true });
  for (const file of files) {
    if (present.has(file)) continue;
    try {
      linkSync(join(cache.filesDir, file), join(dir, file));
    } catch {
      copyFileSync(join(cache.filesDir, file), join(dir, file));
    }
  }
}

function progressLog(log: (message: string) => void, started: number) {
  let reported = 0;
  return (done: number, total: number) => {
    if (done - reported < total / 10 && done < total) return;
    reported = done;
    log(`pictures: ${done}/${total} addresses (${seconds(started)})`);
  };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

function printReport(report: PictureReport, log: (message: string) => void, started: number): void {
  log(
    `pictures: ${report.taken} of ${report.wanted} taken in, ${report.made} made now, ` +
      `${report.downloaded} downloaded, in ${seconds(started)}`,
  );
  const list = (problems: PictureProblem[], heading: string) => {
    if (problems.length === 0) return;
    log(`${heading} (${problems.length}):`);
    for (const { source, reason, posts } of problems.slice(0, LISTED_PROBLEMS)) {
      log(
        `  ${source}: ${reason} (post${posts.length > 1 ? 's' : ''} ${posts.slice(0, 5).join(', ')}${posts.length > 5 ? ', …' : ''})`,
      );
    }
    if (problems.length > LISTED_PROBLEMS) log(`  and ${problems.length - LISTED_PROBLEMS} more`);
  };
  list(report.failed, 'pictures that could not be downloaded: the pages show them from WordPress');
  list(report.refused, 'files refused: the pages show them from WordPress');
  list(report.unchecked, 'pictures that could not be checked: the copies of the file the cache had are shown');
}
