// The pictures' cache, kept between builds (PICTURE_CACHE_DIR, default `.cache/pictures`; the deploy
// workflow keeps it in the Actions cache): what the build knows of each address, and the copies it
// made of each file's content, so a build makes copies only of new or changed pictures.
//
//   sources/<sha1 of the address>.json   the file last found there: its digest, its HTTP
//                                        validators, and why it was refused, if it was
//   made/<name>.json                     the copies made under a name (picture-rules.ts, pictureName)
//   files/<name>-<width>.avif|webp, files/<name>.jpg   the copies themselves
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import * as v from 'valibot';

import type { Validators } from './fetch-picture.ts';
import type { MadeCopies } from './make-copies.ts';

const sourceSchema = v.object({
  source: v.string(),
  digest: v.string(),
  etag: v.optional(v.string()),
  lastModified: v.optional(v.string()),
  /** Why the file was refused (picture-rules.ts, refusal); absent when it was taken in. */
  refused: v.optional(v.string()),
});
export type SourceRecord = v.InferOutput<typeof sourceSchema>;

const madeSchema = v.object({
  widths: v.array(v.number()),
  width: v.number(),
  height: v.number(),
});

/** The cache's folder: PICTURE_CACHE_DIR, else `.cache/pictures` in the project. */
export function pictureCacheDir(env: Record<string, string | undefined>, root: string): string {
  const chosen = env.PICTURE_CACHE_DIR;
  return resolve(root, chosen === undefined || chosen === '' ? join('.cache', 'pictures') : chosen);
}

export class PictureCache {
  readonly filesDir: string;

  constructor(private readonly dir: string) {
    this.filesDir = join(dir, 'files');
    for (const folder of ['sources', 'made', 'files']) mkdirSync(join(dir, folder), { recursive: true });
  }

  /** What the cache knows of the file at `source`; null when nothing (or a record it cannot read). */
  source(source: string): SourceRecord | null {
    const record = readJson(this.#sourceFile(source), sourceSchema);
    return record?.source === source ? record : null;
  }

  saveSource(source: string, digest: string, validators: Validators, refused?: string): SourceRecord {
    const record: SourceRecord = { source, digest, ...validators, ...(refused === undefined ? {} : { refused }) };
    writeJson(this.#sourceFile(source), record);
    return record;
  }

  made(name: string): MadeCopies | null {
    return readJson(join(this.dir, 'made', `${name}.json`), madeSchema);
  }

  /** Recorded once every copy is written: a record always means whole files. */
  saveMade(name: string, made: MadeCopies): void {
    writeJson(join(this.dir, 'made', `${name}.json`), made);
  }

  #sourceFile(source: string): string {
    return join(this.dir, 'sources', `${createHash('sha1').update(source).digest('hex')}.json`);
  }
}

function readJson<T>(file: string, schema: v.GenericSchema<unknown, T>): T | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = v.safeParse(schema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

function writeJson(file: string, value: unknown): void {
  // Two builds may share the cache: each writes its own temporary file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(value));
  renameSync(temporary, file);
}
