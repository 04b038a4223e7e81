// The compiled builder's entry (compile/builder-bundle.ts). scripts/site-build.mjs loads it with the
// server bundle and calls it on the main thread, which builds or updates the site, and in each worker
// thread the main thread starts, which runs the tasks it is sent.
import { isMainThread } from 'node:worker_threads';

import type { ServerBuild } from 'react-router';

import { runSiteBuildWorker } from './render/worker-pool.ts';
import { buildSite, type SiteBuildOptions } from './site-build.ts';

export async function main(build: ServerBuild, options: SiteBuildOptions): Promise<void> {
  if (isMainThread) await buildSite(build, options);
  else runSiteBuildWorker(build);
}
