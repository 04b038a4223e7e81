// What a build's pages depend on besides WordPress: the app's sources, the lockfile, the VITE_
// variables and the build's own (CLOUDFLARE_PAGES, PACK_PRODUCT_PAGES). The compile records it
// (site-pipeline.ts); an update of the build recomputes it and refuses to run when it differs, since
// its pages would then mix two versions of the site.
// Relative imports only: the site pipeline loads this file in Vite's config loader.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { cloudflareVariables } from './cloudflare-settings.ts';

/** Folders (and a script) whose files make the site (tests left out: they build nothing). */
const SOURCE_FOLDERS = ['app', 'site-builder', 'public', 'scripts/site-build.mjs'];
/**
 * Files of the project's root that change what the build makes, the `.env` files Vite reads in a
 * production build among them (whole: a change of any of their lines counts).
 */
const ROOT_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];
const NOT_SOURCES = /(\.test\.tsx?$|^app\/test\/|^site-builder\/test\/)/;

/** The project's build inputs as `path -> sha256`, in a stable order (for the message of a refused update). */
export function sourceDigests(root: string): Map<string, string> {
  const files = [...ROOT_FILES, ...SOURCE_FOLDERS]
    .flatMap((entry) => filesUnder(root, entry))
    .filter((file) => !NOT_SOURCES.test(file))
    .sort();
  return new Map(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest('hex'),
    ]),
  );
}

function filesUnder(root: string, entry: string): string[] {
  const path = join(root, entry);
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [entry];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => relative(root, join(file.parentPath, file.name)).split('\\').join('/'));
}

/**
 * The VITE_ variables of the process's environment (those of the `.env` files count as files), and the
 * build's own for Cloudflare Pages, as the build reads them.
 */
function buildVariables(env: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    [
      ...Object.entries(env).filter(
        (entry): entry is [string, string] => entry[0].startsWith('VITE_') && typeof entry[1] === 'string',
      ),
      ...Object.entries(cloudflareVariables(env)),
    ].sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

export interface BuildFingerprint {
  /** One digest of everything below. */
  digest: string;
  sources: Record<string, string>;
  env: Record<string, string>;
}

export function buildFingerprint(root: string, env: Record<string, unknown>): BuildFingerprint {
  const sources = Object.fromEntries(sourceDigests(root));
  const variables = buildVariables(env);
  const digest = createHash('sha256')
    .update(JSON.stringify({ sources, env: variables }))
    .digest('hex');
  return { digest, sources, env: variables };
}

/** What changed between two fingerprints, in words, for the message of a refused update. */
export function fingerprintChanges(before: BuildFingerprint, now: BuildFingerprint): string[] {
  const files = new Set([...Object.keys(before.sources), ...Object.keys(now.sources)]);
  const changedFiles = [...files].filter((file) => before.sources[file] !== now.sources[file]).sort();
  const names = new Set([...Object.keys(before.env), ...Object.keys(now.env)]);
  const changedEnv = [...names].filter((name) => before.env[name] !== now.env[name]).sort();
  return [...changedFiles, ...changedEnv.map((name) => `${name} (environment)`)];
}
