// The compile's part of the build (`npm run build` is `react-router build`, then the site builder,
// which renders the pages). This Vite plugin, at the end of `react-router build`:
//
// 1. writes ads.txt (ads-txt.ts), when AdSense is configured;
// 2. writes _headers, the site-wide security headers (headers-file.ts);
// 3. keeps the server bundle React Router compiled (and deletes, with ssr:false) as the site
//    builder's renderer, in <BUILD_DIR>/site/renderer/, with a record of the compile beside it: the
//    fingerprint of its inputs (fingerprint.ts) and the stylesheets' browser targets;
// 4. builds the early search script of shared search links (early-search-build.ts) into the client's
//    assets, and records its name with the compile;
// 5. compiles the site builder itself (builder-bundle.ts) into <BUILD_DIR>/site/builder/;
// 6. for Cloudflare Pages (CLOUDFLARE_PAGES=1, PACK_PRODUCT_PAGES=1), drops `_redirects` and compiles the
//    Function of the packed product pages into the client's `_worker.js` (cloudflare-pages-output.ts),
//    and records both settings for the site builder.
//
// _headers and the pages' meta policy (pages/page-rewrite.ts) come from one policy
// (security-headers.ts) and one environment: Vite's resolved env, read by the app's own readEnv, so a
// wrong value fails the build the way it fails the pages.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import type { Plugin } from 'vite';

import { readEnv } from '../../app/config/env.ts';
import { writeAdsTxt } from './ads-txt.ts';
import { buildSiteBuilder } from './builder-bundle.ts';
import { buildEarlySearch } from './early-search-build.ts';
import { writeHeadersFile } from './headers-file.ts';
import { compiledSiteFiles, type CompileRecord } from './compile-record.ts';
import { buildFingerprint } from './fingerprint.ts';
import { writeCloudflarePagesFiles } from './cloudflare-pages-output.ts';
import { cloudflarePagesOutput } from './cloudflare-settings.ts';
import { securityHeaders } from '../security-headers.ts';

/** Steps 1 and 2, on the client build folder. */
export function writeSiteFiles(outDir: string, publicDir: string, viteEnv: Record<string, unknown>): boolean {
  const adsTxt = writeAdsTxt(outDir, publicDir, viteEnv.VITE_ADSENSE_CLIENT);
  writeHeadersFile(outDir, readEnv(viteEnv));
  return adsTxt;
}

/** Vite plugin: the steps above, once React Router has compiled the client and the server. */
export function sitePipeline(): Plugin {
  return {
    name: 'site-pipeline',
    apply: 'build',
    // Before React Router's own writeBundle of the server, which removes the server build.
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler() {
        if (this.environment.config.consumer !== 'server') return;
        const outDir = resolve(this.environment.config.root, this.environment.config.build.outDir);
        const { renderer } = compiledSiteFiles(dirname(outDir));
        rmSync(renderer, { recursive: true, force: true });
        cpSync(outDir, renderer, { recursive: true });
      },
    },
    buildApp: {
      order: 'post',
      async handler(builder) {
        const client = builder.environments.client;
        if (client === undefined) return;
        const outDir = resolve(client.config.root, client.config.build.outDir);
        const adsTxt = writeSiteFiles(outDir, builder.config.publicDir, builder.config.env);
        const files = compiledSiteFiles(dirname(outDir));
        const earlySearch = await buildEarlySearch({
          root: client.config.root,
          outDir,
          mode: builder.config.mode,
          define: builder.config.define,
          target: client.config.build.target,
        });
        await buildSiteBuilder({
          root: client.config.root,
          outDir: files.builder,
          mode: builder.config.mode,
          define: builder.config.define,
        });
        const cloudflare = cloudflarePagesOutput(process.env);
        await writeCloudflarePagesFiles(cloudflare, {
          root: client.config.root,
          outDir,
          mode: builder.config.mode,
          headers: securityHeaders(readEnv(builder.config.env)),
        });
        const compile: CompileRecord = {
          fingerprint: buildFingerprint(client.config.root, process.env),
          cssTarget: client.config.build.cssTarget,
          earlySearch,
          ...cloudflare,
        };
        mkdirSync(dirname(files.record), { recursive: true });
        writeFileSync(files.record, JSON.stringify(compile));
        client.logger.info(
          `site-pipeline: ${adsTxt ? 'ads.txt, ' : ''}_headers, ${earlySearch}, ` +
            (cloudflare.cloudflarePages ? 'for Cloudflare Pages (no _redirects), ' : '') +
            `${cloudflare.packedPages ? "the product pages' Function (_worker.js, _routes.json), " : ''}the site builder; ` +
            'the server bundle kept for it',
        );
      },
    },
  };
}
