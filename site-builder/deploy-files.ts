// What the build leaves to deploy, against the supported hosts' published limits (files per site or
// deployment, size of one file; docs/deployment.md#the-hosts-limits says where each comes from), and
// what to do when a host's is passed.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { PICTURES_PATH } from '../app/config/paths.ts';

interface HostLimit {
  host: string;
  /** Files per site or deployment; undefined where none is published. */
  files?: number;
  /** Largest file, in bytes; undefined where none is published. */
  fileBytes?: number;
  /** The whole site, in bytes; undefined where none is published. */
  siteBytes?: number;
}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

const CLOUDFLARE_PAGES_FREE: HostLimit = { host: "Cloudflare Pages' Free plan", files: 20_000, fileBytes: 25 * MIB };

/** Published limits, as of 2026-11-28 (docs/deployment.md#the-hosts-limits). Netlify publishes no file count. */
export const HOST_LIMITS: readonly HostLimit[] = [
  CLOUDFLARE_PAGES_FREE,
  { host: "Cloudflare Pages' paid plans", files: 100_000, fileBytes: 25 * MIB },
  { host: "Vercel's deployment API", files: 15_000 },
  { host: 'GitHub Pages', siteBytes: GIB },
  { host: 'GitLab Pages', files: 200_000, siteBytes: GIB },
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
  return limits.flatMap(({ host, files: most, fileBytes, siteBytes }) => [
    ...(most !== undefined && files.files > most ? [`${host}: ${most.toLocaleString('en')} files`] : []),
    ...(fileBytes !== undefined && files.largest.bytes > fileBytes
      ? [`${host}: ${fileBytes / MIB} MiB a file (${files.largest.path})`]
      : []),
    ...(siteBytes !== undefined && files.bytes > siteBytes ? [`${host}: ${siteBytes / GIB} GB a site`] : []),
  ]);
}

/** The hosts whose every limit `files` keeps within. */
export function fittingHosts(files: DeployFiles, limits: readonly HostLimit[] = HOST_LIMITS): string[] {
  return limits.filter((limit) => passedLimits(files, [limit]).length === 0).map(({ host }) => host);
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What to do about the limits `files` passes; `packedPages`: the build's product pages are in packs. */
export function deployAdvice(files: DeployFiles, packedPages: boolean): string[] {
  const advice: string[] = [];
  if (packedPages) {
    advice.push(
      'product pages in packs (PACK_PRODUCT_PAGES=1): for Cloudflare Pages, whose Function (_worker.js) serves them; ' +
        'another host would open every product through the SPA fallback',
    );
  }
  if (passedLimits(files).length === 0) return advice;
  if (!packedPages && passedLimits(files, [CLOUDFLARE_PAGES_FREE]).length > 0) {
    advice.push(
      '  on Cloudflare Pages, PACK_PRODUCT_PAGES=1 puts the product pages in packs of 128 post ids, which its Function serves ' +
        '(docs/deployment.md#cloudflare-pages)',
    );
  }
  advice.push(
    `  deploy ${PICTURES_PATH} to an S3-compatible bucket behind a CDN and set VITE_PICTURES_URL to its address ` +
      '(docs/deployment.md#pictures-from-a-bucket), or use a host without these limits (Netlify, nginx)',
  );
  return advice;
}

export function reportDeployFiles(clientDir: string, packedPages: boolean, log: (message: string) => void): void {
  const files = countDeployFiles(clientDir);
  log(
    `to deploy: ${files.files.toLocaleString('en')} files, ${megabytes(files.bytes)} ` +
      `(pictures ${files.pictureFiles.toLocaleString('en')} files, ${megabytes(files.pictureBytes)}); ` +
      `largest ${files.largest.path} ${megabytes(files.largest.bytes)}`,
  );
  const fitting = fittingHosts(files);
  log(`fits: ${fitting.length === 0 ? 'none of the hosts with published limits' : fitting.join('; ')}`);
  const passed = passedLimits(files);
  if (passed.length > 0) log(`over these hosts' limits: ${passed.join('; ')}`);
  for (const line of deployAdvice(files, packedPages)) log(line);
}
