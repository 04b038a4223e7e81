// The site builder's command, run by `npm run build` after `react-router build` and by
// `npm run build:update` (`--update`): it loads the site builder and the server bundle the compile
// kept in <BUILD_DIR>/site/ (site-builder/compile/site-pipeline.ts) and runs the one with the other.
// The same script runs the builder's worker threads. Exit codes: 0 done; 1 failed; 3 an update that
// cannot run (no build to update, or the app's code or configuration changed since): run `npm run build`.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isMainThread, workerData } from 'node:worker_threads';

// React renders with its production build, as in the compile's own process.
process.env.NODE_ENV = 'production';

const NEEDS_FULL_BUILD = 3;
const buildDir = resolve(isMainThread ? (process.env.BUILD_DIR ?? 'build') : workerData.buildDir);
const builderFile = join(buildDir, 'site', 'builder', 'main.js');
const rendererFile = join(buildDir, 'site', 'renderer', 'index.js');
const update = process.argv.includes('--update');

if (!existsSync(builderFile) || !existsSync(rendererFile)) {
  console.error(`No compiled site in ${buildDir}: run a full build (npm run build).`);
  process.exit(update ? NEEDS_FULL_BUILD : 1);
}
const [builder, serverBuild] = await Promise.all([
  import(pathToFileURL(builderFile).href),
  import(pathToFileURL(rendererFile).href),
]);

try {
  await builder.main(serverBuild, {
    buildDir,
    root: process.cwd(),
    workerScript: fileURLToPath(import.meta.url),
    update,
  });
} catch (error) {
  console.error(error instanceof Error && error.name === 'FullBuildNeeded' ? error.message : error);
  process.exitCode = error?.exitCode ?? 1;
}
