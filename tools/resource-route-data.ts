// Site pipeline step (tools/site-pipeline.ts): React Router writes a `.data` file for every
// prerendered path, resource routes included (`robots.txt.data`, `sitemap.xml.data`: their loader's
// output, for a fetcher in the app). Nothing in the site fetches a resource route, and a host would
// serve those files to anyone, so they go. A page's `.data` (`product/1.data` beside
// `product/1/index.html`, `_.data` for the home) stays: client-side navigation reads it.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const DATA = '.data';

/**
 * Removes every `<path>.data` whose `<path>` is a file (a resource route's body); a page's `<path>`
 * is a folder holding its index.html. Returns the removed files, relative to outDir.
 */
export function removeResourceRouteData(outDir: string): string[] {
  const removed: string[] = [];
  for (const entry of readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(DATA)) continue;
    const file = join(entry.parentPath, entry.name);
    const body = file.slice(0, -DATA.length);
    if (!existsSync(body) || !statSync(body).isFile()) continue;
    rmSync(file);
    removed.push(relative(outDir, file));
  }
  return removed.sort();
}
