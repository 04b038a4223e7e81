// Takes pictures in: for each WordPress address, the file is downloaded once (a conditional request
// when the cache has it: `revalidate`, a full build), its content digested, and its copies made only
// when the cache has none for that content (picture-cache.ts). A picture that cannot be downloaded
// keeps WordPress's address, a file the rules refuse too (picture-rules.ts): each is reported, and
// none stops the build.
import { availableParallelism } from 'node:os';

import type { PictureRequest } from '../../app/wordpress/catalog/post-pictures.ts';
import type { PictureKind, SitePicture } from '../../app/wordpress/catalog/pictures.ts';
import { fetchPicture, type Validators } from './fetch-picture.ts';
import { makeCopies, readHeader, type MadeCopies } from './make-copies.ts';
import type { PictureCache, SourceRecord } from './picture-cache.ts';
import { contentDigest, pictureName, refusal } from './picture-rules.ts';
import { pictureKey } from './picture-table.ts';

/** Downloads at once: the pictures usually come from the same small host as WordPress (crawl.server.ts). */
const DOWNLOADS_AT_ONCE = 4;

/** A picture a build's pages show, and the products that show it. */
export interface WantedPicture extends PictureRequest {
  posts: number[];
}

/** A picture left at WordPress's address, or shown from the copies of an earlier build without a check. */
export interface PictureProblem {
  source: string;
  reason: string;
  posts: number[];
}

export interface PictureReport {
  /** Pictures the pages show (an address shown two ways counts twice). */
  wanted: number;
  taken: number;
  /** Pictures whose copies were made by this build (the others came from the cache). */
  made: number;
  /** Files downloaded whole (a 304 answer downloads nothing). */
  downloaded: number;
  /** Could not be downloaded: left at WordPress's address. */
  failed: PictureProblem[];
  /** Refused by the rules: left at WordPress's address. */
  refused: PictureProblem[];
  /** Could not be checked: shown from the copies of the file the cache had. */
  unchecked: PictureProblem[];
}

/** Runs tasks with at most `limit` at once. */
class Slots {
  #running = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    while (this.#running >= this.limit) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#running += 1;
    try {
      return await task();
    } finally {
      this.#running -= 1;
      this.#waiting.shift()?.();
    }
  }
}

type Outcome =
  { status: 'taken'; picture: SitePicture; made: boolean } | { status: 'failed' | 'refused'; reason: string };

/**
 * Takes in `wanted` (by pictureKey); `revalidate`: ask the host whether a file the cache knows
 * changed (a full build), else trust the cache for it (an update). `progress` hears how many
 * addresses are done.
 */
export async function takePictures(
  wanted: ReadonlyMap<string, WantedPicture>,
  cache: PictureCache,
  { revalidate, progress }: { revalidate: boolean; progress?: (done: number, total: number) => void },
): Promise<{ taken: Record<string, SitePicture>; report: PictureReport }> {
  const bySource = new Map<string, WantedPicture[]>();
  for (const picture of wanted.values())
    bySource.set(picture.source, [...(bySource.get(picture.source) ?? []), picture]);
  const downloads = new Slots(DOWNLOADS_AT_ONCE);
  const encoders = new Slots(Math.max(1, availableParallelism()));
  const report: PictureReport = {
    wanted: wanted.size,
    taken: 0,
    made: 0,
    downloaded: 0,
    failed: [],
    refused: [],
    unchecked: [],
  };
  const taken: Record<string, SitePicture> = {};
  const inMaking = new Map<string, Promise<MadeCopies>>();
  const sources = [...bySource.entries()];
  let next = 0;
  let done = 0;

  const takeSource = async (source: string, pictures: WantedPicture[]) => {
    const posts = [...new Set(pictures.flatMap((picture) => picture.posts))].sort((a, b) => a - b);
    let record = cache.source(source);
    let bytes: Uint8Array | undefined;
    const download = async (known?: Validators) => {
      const fetched = await downloads.run(() => fetchPicture(source, known));
      if (fetched.status === 'fetched') {
        report.downloaded += 1;
        bytes = fetched.bytes;
        const digest = contentDigest(fetched.bytes);
        record = cache.saveSource(
          source,
          digest,
          fetched.validators,
          record?.digest === digest ? record.refused : undefined,
        );
      } else if (fetched.status === 'too-large') {
        record = cache.saveSource(
          source,
          'too-large',
          fetched.validators,
          refusal(null, Number.POSITIVE_INFINITY) ?? '',
        );
      }
      return fetched;
    };
    if (record === null || revalidate) {
      const fetched = await download(record === null ? undefined : validatorsOf(record));
      if (fetched.status === 'failed') {
        if (record === null || record.refused !== undefined) {
          report.failed.push({ source, reason: fetched.reason, posts });
          return;
        }
        report.unchecked.push({ source, reason: fetched.reason, posts });
      }
    }
    for (const picture of pictures) {
      const outcome = await takeOne(picture.kind);
      if (outcome.status === 'taken') {
        taken[pictureKey(source, picture.kind)] = outcome.picture;
        report.taken += 1;
        if (outcome.made) report.made += 1;
      } else {
        const list = outcome.status === 'failed' ? report.failed : report.refused;
        if (!list.some((problem) => problem.source === source)) list.push({ source, reason: outcome.reason, posts });
      }
    }

    async function takeOne(kind: PictureKind): Promise<Outcome> {
      const current: SourceRecord | null = record;
      if (current === null) return { status: 'failed', reason: 'not downloaded' };
      if (current.refused !== undefined) return { status: 'refused', reason: current.refused };
      const name = pictureName(current.digest, kind);
      const made = cache.made(name);
      if (made !== null) return { status: 'taken', picture: { source, name, ...made }, made: false };
      // The cache knew the address but has no copies of this kind: the file is needed again.
      if (bytes === undefined) {
        const fetched = await download();
        if (fetched.status === 'failed') return { status: 'failed', reason: fetched.reason };
        // Downloaded again, the file may have changed meanwhile: its digest names the copies.
        if (record?.digest !== current.digest) return takeOne(kind);
      }
      const file = bytes;
      if (file === undefined || record === null) return { status: 'failed', reason: 'not downloaded' };
      const header = await readHeader(file);
      const refused = refusal(header, file.byteLength);
      if (refused !== null || header?.width === undefined || header.height === undefined) {
        record = cache.saveSource(source, record.digest, validatorsOf(record), refused ?? 'not a picture');
        return { status: 'refused', reason: record.refused ?? '' };
      }
      const size = { width: header.width, height: header.height };
      try {
        // The same file at two addresses is made once, even when both are taken in at the same time.
        let making = inMaking.get(name);
        const first = making === undefined;
        if (making === undefined) {
          making = encoders.run(() => makeCopies(file, size, kind, name, cache.filesDir));
          inMaking.set(name, making);
        }
        const copies = await making;
        if (first) cache.saveMade(name, copies);
        return { status: 'taken', picture: { source, name, ...copies }, made: first };
      } catch (error) {
        // libvips refuses what it cannot decode (a truncated or corrupt file): a bad file, not a failed build.
        const reason = `unreadable (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
        record = cache.saveSource(source, record.digest, validatorsOf(record), reason);
        return { status: 'refused', reason };
      }
    }
  };

  const worker = async () => {
    while (next < sources.length) {
      const entry = sources[next++];
      if (entry !== undefined) await takeSource(...entry);
      done += 1;
      progress?.(done, sources.length);
    }
  };
  // Enough at once to keep the downloads and the encoders busy, few enough to hold few files in memory.
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE + availableParallelism() }, worker));
  return { taken, report };
}

function validatorsOf({ etag, lastModified }: SourceRecord): Validators {
  return { ...(etag === undefined ? {} : { etag }), ...(lastModified === undefined ? {} : { lastModified }) };
}
