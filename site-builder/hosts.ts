// What the build's output is, against the limits of the static hosts the site is deployed to, so
// that the build says whether it still fits (printed after every build and update). Limits as their
// documentation states them on 2026-11-28; a host without a number for one measure does not limit it.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface HostPlan {
  name: string;
  /** Files per site (or deployment). */
  files?: number;
  /** Bytes of the whole site. */
  bytes?: number;
}

export const HOST_PLANS: readonly HostPlan[] = [
  // developers.cloudflare.com/pages/platform/limits and its changelog of 2026-01-23.
  { name: "Cloudflare Pages' free plan", files: 20_000 },
  { name: "Cloudflare Pages' paid plans (with PAGES_WRANGLER_MAJOR_VERSION=4)", files: 100_000 },
  // docs.github.com, "GitHub Pages limits": a published site of at most 1 GB.
  { name: 'GitHub Pages', bytes: 1024 ** 3 },
  // docs.gitlab.com, GitLab Pages: at most 200,000 files and 1 GB.
  { name: 'GitLab Pages', files: 200_000, bytes: 1024 ** 3 },
];

export interface OutputSize {
  files: number;
  bytes: number;
}

/** The files and bytes under `dir`. */
export function outputSize(dir: string): OutputSize {
  let files = 0;
  let bytes = 0;
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else {
        files += 1;
        bytes += statSync(path).size;
      }
    }
  }
  return { files, bytes };
}

/** One line: the output's size and the hosts' plans it fits and does not fit. */
export function hostsReport({ files, bytes }: OutputSize): string {
  const fits = (plan: HostPlan) => (plan.files ?? Infinity) >= files && (plan.bytes ?? Infinity) >= bytes;
  const limit = (plan: HostPlan) =>
    [plan.files === undefined ? '' : `${plan.files.toLocaleString('en')} files`, plan.bytes === undefined ? '' : '1 GB']
      .filter(Boolean)
      .join(', ');
  const list = (plans: readonly HostPlan[]) => plans.map((plan) => `${plan.name} (${limit(plan)})`).join('; ');
  const yes = HOST_PLANS.filter(fits);
  const no = HOST_PLANS.filter((plan) => !fits(plan));
  const size = `${files.toLocaleString('en')} files, ${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return [
    `${size}.`,
    yes.length > 0 ? `Fits ${list(yes)}.` : 'Fits none of the static hosts the site knows.',
    no.length > 0 ? `Too large for ${list(no)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
