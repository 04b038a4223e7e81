// The build's one pipeline after React Router has prerendered the site (`npm run build` is
// `react-router build`; this Vite plugin runs at the end of it). Each step is a small file of tools/:
//
// 1. ads.txt (ads-txt.ts), when AdSense is configured.
// 2. Every prerendered HTML page, in this order, each step reading the previous one's output:
//    a. the stylesheet inline, cut to what the page uses (prerendered-html.ts, page-stylesheet.ts);
//    b. the module scripts deferred behind the static loader (prerendered-html.ts);
//    c. the meta Content-Security-Policy, computed from that final HTML: the hashes of its inline
//       scripts, and the rules that stand without `_headers` (page-policy.ts).
// 3. _headers, the site-wide security headers (headers-file.ts).
// 4. The `.data` files of resource routes removed (resource-route-data.ts).
//
// The pages' policy and _headers come from one policy (security-headers.ts) and one environment:
// Vite's resolved env (the VITE_ variables of .env files and the process), read by the app's own
// readEnv, so a wrong value fails the build the way it fails the pages.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { Plugin } from 'vite';

import { readEnv } from '../app/config/env.ts';
import { writeAdsTxt } from './ads-txt.ts';
import { writeHeadersFile } from './headers-file.ts';
import { addPagePolicy } from './page-policy.ts';
import { PageStylesheets, stylesheetTargets } from './page-stylesheet.ts';
import { deferModuleScripts, inlineStylesheet } from './prerendered-html.ts';
import { removeResourceRouteData } from './resource-route-data.ts';
import { sitePolicy, type Policy } from './security-headers.ts';

export interface SitePipelineOptions {
  /** The client build folder (`build/client`). */
  outDir: string;
  /** Vite's public folder, '' when there is none. */
  publicDir: string;
  /** Vite's resolved env. */
  viteEnv: Record<string, unknown>;
  /** Vite's build.cssTarget, for the pruned stylesheets. */
  cssTarget: string | string[] | false;
  log: (message: string) => void;
}

/** Step 2 for one page: stylesheet inline, scripts deferred, then the policy of the final HTML. */
export function rewritePage(html: string, page: string, stylesheetFor: (href: string) => string, site: Policy): string {
  const painted = deferModuleScripts(inlineStylesheet(html, page, stylesheetFor), page);
  return addPagePolicy(painted, page, site);
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function runSitePipeline({ outDir, publicDir, viteEnv, cssTarget, log }: SitePipelineOptions): void {
  const env = readEnv(viteEnv);
  const site = sitePolicy(env);

  const adsTxt = writeAdsTxt(outDir, publicDir, viteEnv.VITE_ADSENSE_CLIENT);

  const stylesheets = new PageStylesheets(
    (href) => readFileSync(join(outDir, href), 'utf8'),
    stylesheetTargets(cssTarget),
  );
  const pages = htmlFiles(outDir);
  for (const file of pages) {
    const page = file.slice(outDir.length);
    const html = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      rewritePage(html, page, (href) => stylesheets.for(href, html), site),
    );
  }

  writeHeadersFile(outDir, env);
  const removed = removeResourceRouteData(outDir);

  log(
    `site-pipeline: ${adsTxt ? 'ads.txt, ' : ''}${pages.length} pages with their part of the stylesheet inline ` +
      `(${stylesheets.variants} variants), their JavaScript after painting and a meta policy with their ` +
      `inline-script hashes; _headers; ${removed.length} resource-route .data files removed (${removed.join(', ')})`,
  );
}

/** Vite plugin: runs the pipeline on the client build once React Router has prerendered every page. */
export function sitePipeline(): Plugin {
  return {
    name: 'site-pipeline',
    apply: 'build',
    buildApp: {
      order: 'post',
      handler(builder) {
        const client = builder.environments.client;
        if (client === undefined) return Promise.resolve();
        runSitePipeline({
          outDir: resolve(client.config.root, client.config.build.outDir),
          publicDir: builder.config.publicDir,
          viteEnv: builder.config.env,
          cssTarget: client.config.build.cssTarget,
          log: (message) => client.logger.info(message),
        });
        return Promise.resolve();
      },
    },
  };
}
