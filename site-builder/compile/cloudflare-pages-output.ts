// Site pipeline step (site-pipeline.ts): the output for Cloudflare Pages (CLOUDFLARE_PAGES=1, or
// PACK_PRODUCT_PAGES=1, which implies it; docs/deployment.md#cloudflare-pages). Pages applies
// `_redirects` before its files ("redirects are always followed, regardless of whether or not an asset
// matches"), so the rewrites other hosts read there would hide every product and category page: the
// file goes, and the site builder writes a `404.html` instead (cloudflare/not-found-page.ts). With
// packed product pages, the Function that serves them (cloudflare/product-pages-worker.ts) is compiled
// into the client's `_worker.js` with the site's headers, and `_routes.json` gives it `/product/*` only.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'vite';

import { SPA_FALLBACK_PATH } from '../../app/config/paths.ts';
import type { CloudflarePagesOutput } from './cloudflare-settings.ts';

const ENTRY = join('site-builder', 'cloudflare', 'product-pages-worker.ts');

/** Functions run only for these addresses; static files stay free and unlimited (Pages' pricing). */
export const FUNCTION_ROUTES = { version: 1, include: ['/product/*'], exclude: [] };

async function buildProductPagesWorker(options: {
  root: string;
  outDir: string;
  mode: string;
  headers: Record<string, string>;
}): Promise<void> {
  await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __PAGE_HEADERS__: JSON.stringify(options.headers),
      __SPA_FALLBACK__: JSON.stringify(SPA_FALLBACK_PATH.replace(/\.html$/, '')),
    },
    ssr: { target: 'webworker', noExternal: true },
    build: {
      ssr: join(options.root, ENTRY),
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: '_worker.js' } },
    },
  });
  writeFileSync(join(options.outDir, '_routes.json'), `${JSON.stringify(FUNCTION_ROUTES)}\n`);
}

/** Makes the client folder `outDir` Cloudflare Pages' (nothing when `output` is not for it). */
export async function writeCloudflarePagesFiles(
  output: CloudflarePagesOutput,
  options: { root: string; outDir: string; mode: string; headers: Record<string, string> },
): Promise<void> {
  if (!output.cloudflarePages) return;
  rmSync(join(options.outDir, '_redirects'), { force: true });
  if (output.packedPages) await buildProductPagesWorker(options);
}
