// Site pipeline step (site-pipeline.ts): the site builder (site-builder/main.ts) compiled for Node,
// apart from the app, into <BUILD_DIR>/site/builder/. scripts/site-build.mjs runs it with the server
// bundle the compile keeps. It is compiled as the app is (same mode, environment and defines, and
// React Router's production build), so that what it reads of the app's configuration and of
// WordPress is what the pages read.
import { join } from 'node:path';

import { build, type InlineConfig } from 'vite';

import { reactRouterProduction } from './react-router-production.ts';

const ENTRY = join('site-builder', 'main.ts');

/** Builds the builder into `outDir` (emptied first). */
export async function buildSiteBuilder(options: {
  root: string;
  outDir: string;
  mode: string;
  define: InlineConfig['define'];
}): Promise<void> {
  await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    define: options.define,
    plugins: [reactRouterProduction()],
    resolve: { tsconfigPaths: true },
    publicDir: false,
    build: {
      ssr: join(options.root, ENTRY),
      outDir: options.outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
    },
  });
}
