// Site pipeline step (site-pipeline.ts), when the product pages are packed (PACK_PRODUCT_PAGES=1):
// Cloudflare Pages' Function that serves them (cloudflare/product-pages-worker.ts), compiled into the
// client's `_worker.js` with the site's headers, and `_routes.json`, which gives it `/product/*` only.
// Without packing, neither file is written (the compile starts from an empty client folder).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { build } from 'vite';

import { SPA_FALLBACK_PATH } from '../../app/config/paths.ts';

const ENTRY = join('site-builder', 'cloudflare', 'product-pages-worker.ts');

/** Functions run only for these addresses; static files stay free and unlimited (Pages' pricing). */
export const FUNCTION_ROUTES = { version: 1, include: ['/product/*'], exclude: [] };

/** Whether the build packs its product pages: PACK_PRODUCT_PAGES, '1' or 'true' (else unset, '0' or 'false'). */
export function packsProductPages(env: Record<string, unknown>): boolean {
  const value = env.PACK_PRODUCT_PAGES;
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new Error(`PACK_PRODUCT_PAGES must be 1 or 0 (got ${JSON.stringify(value)})`);
}

export async function buildProductPagesWorker(options: {
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
