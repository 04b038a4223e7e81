// The build's one read of WordPress, kept as a file. react-router.config.ts takes it (it needs the
// post ids to list the pages) and the pages' loaders read it back: they run as another copy of these
// modules, bundled by Vite, so a file is what the two share. Build-time only; relative imports, since
// react-router.config.ts loads this file outside Vite.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { crawlWordPress, WordPressBuildError, type WordPressCrawl } from './crawl.server';

/** What the build knows of WordPress: null when it builds from the samples. */
export interface BuildSnapshot {
  baseUrl: string | null;
  crawl: WordPressCrawl | null;
  takenAt: number;
}

/** ALLOW_SAMPLE_BUILD=1 (or true): build from the samples when the configured WordPress is unreachable. */
export function sampleBuildAllowed(env: Record<string, string | undefined>): boolean {
  return env.ALLOW_SAMPLE_BUILD === '1' || env.ALLOW_SAMPLE_BUILD === 'true';
}

/** Next to the build's output folders (BUILD_DIR, as React Router's buildDirectory), never deployed. */
export function snapshotFile(): string {
  return resolve(process.cwd(), process.env.BUILD_DIR ?? 'build', 'wordpress-snapshot.json');
}

/**
 * Reads WordPress for this build and keeps it in the snapshot file. A WordPress that cannot feed
 * the build fails it, naming the address, unless the owner allows a build from the samples.
 */
export async function takeSnapshot(
  baseUrl: string | null,
  env: Record<string, string | undefined>,
): Promise<BuildSnapshot> {
  const snapshot = { baseUrl, crawl: baseUrl === null ? null : await crawlOrSamples(baseUrl, env), takenAt: Date.now() };
  const file = snapshotFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(snapshot));
  return snapshot;
}

async function crawlOrSamples(baseUrl: string, env: Record<string, string | undefined>): Promise<WordPressCrawl | null> {
  try {
    return await crawlWordPress(baseUrl);
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    if (sampleBuildAllowed(env)) {
      console.warn(`${error.message}; building from the sample products (ALLOW_SAMPLE_BUILD).`);
      return null;
    }
    throw new Error(
      `Cannot build: the WordPress configured in VITE_WORDPRESS_URL (${baseUrl}) cannot feed the build.\n` +
        `${error.message}\nFix the address, or set ALLOW_SAMPLE_BUILD=1 to build from the sample products.`,
      { cause: error },
    );
  }
}

/** The snapshot this build took, or null when there is none (a development server). */
export function readSnapshot(): BuildSnapshot | null {
  let text: string;
  try {
    text = readFileSync(snapshotFile(), 'utf8');
  } catch {
    return null;
  }
  // Written by takeSnapshot above from validated WordPress data, in this same build.
  const snapshot: unknown = JSON.parse(text);
  if (!isSnapshot(snapshot)) throw new Error(`${snapshotFile()} is not a build snapshot: run the build again`);
  return snapshot;
}

function isSnapshot(value: unknown): value is BuildSnapshot {
  return typeof value === 'object' && value !== null && 'baseUrl' in value && 'crawl' in value && 'takenAt' in value;
}
