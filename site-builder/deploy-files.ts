// What the build leaves to deploy, against the supported hosts' published limits (files per site or
// deployment, size of one file; docs/deployment.md#the-hosts-limits says where each comes from), and
// what to do when a host's is passed.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { PICTURES_PATH } from '../app/config/paths.ts';

interface HostLimit {
  host: string;
  files: number;
  /** Largest file, in bytes; undefined where none is published. */
  fileBytes?: number;
}

const MIB = 1024 * 1024;

/** Published limits, as of 2026-11-28 (docs/deployment.md#the-hosts-limits). Netlify publishes no file count. */
export const HOST_LIMITS: readonly HostLimit[] = [
  { host: "Cloudflare Pages' Free plan", files: 20_000, fileBytes: 25 * MIB },
  { host: "Cloudflare Pages' paid plans", files: 100_000, fileBytes: 25 * MIB },
  { host: "Vercel's deployment API", files: 15_000 },
];

export interface DeployFiles {
  files: number;
  bytes: number;
  pictureFiles: number;
  pictureBytes: number;
  largest: { path: string; bytes: number };
}

/** Counts the files of a client build, those of its pictures apart. */
export function countDeployFiles(clientDir: string): DeployFiles {
  const pictures = PICTURES_PATH.split('/').filter(Boolean).join('/');
  const result: DeployFiles = { files: 0, bytes: 0, pictureFiles: 0, pictureBytes: 0, largest: { path: '', bytes: 0 } };
  const visit = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        visit(join(dir, entry.name), path);
        continue;
      }
      const { size } = statSync(join(dir, entry.name));
      result.files += 1;
      result.bytes += size;
      if (path.startsWith(`${pictures}/`)) {
        result.pictureFiles += 1;
        result.pictureBytes += size;
      }
      if (size > result.largest.bytes) result.largest = { path, bytes: size };
    }
  };
  visit(clientDir, '');
  return result;
}

/** The limits `files` passes, in words for the build's output. */
export function passedLimits(files: DeployFiles, limits: readonly HostLimit[] = HOST_LIMITS): string[] {
  return limits.flatMap(({ host, files: most, fileBytes }) => [
    ...(files.files > most ? [`${host}: ${most.toLocaleString('en')} files`] : []),
    ...(fileBytes !== undefined && files.largest.bytes > fileBytes
      ? [`${host}: ${fileBytes / MIB} MiB a file (${files.largest.path})`]
      : []),
  ]);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

export function reportDeployFiles(clientDir: string, log: (message: string) => void): void {
  const files = countDeployFiles(clientDir);
  log(
    `to deploy: ${files.files.toLocaleString('en')} files, ${megabytes(files.bytes)} ` +
      `(pictures ${files.pictureFiles.toLocaleString('en')} files, ${megabytes(files.pictureBytes)}); ` +
      `largest ${files.largest.path} ${megabytes(files.largest.bytes)}`,
  );
  const passed = passedLimits(files);
  if (passed.length === 0) return;
  log(`over these hosts' limits: ${passed.join('; ')}`);
  log(
    `  deploy ${PICTURES_PATH} to an S3-compatible bucket behind a CDN and set VITE_PICTURES_URL to its address ` +
      '(docs/deployment.md#pictures-from-a-bucket), or use a host without these limits (Netlify, nginx)',
  );
}
