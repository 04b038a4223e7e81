// Cloudflare Pages serves `<folder>/index.html` at `<folder>/` and answers `<folder>` with a redirect
// there (308). The site's addresses, links, canonical tags and sitemap have no trailing slash, so every
// visit from a shared link would take a redirect first, and every canonical address would be one. A page
// written as `<folder>.html` is served at `<folder>` itself. So for Pages the build writes each page of a
// collection (a product, a category, a site page, a subscription step: `<collection>/<name>/index.html`
// alone in its folder) as `<collection>/<name>.html`. The home and the preview page (`/previa/`, an
// address with its slash) keep theirs.
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

import { ITEM_PAGE_FOLDERS } from '../../app/config/paths.ts';

const INDEX = 'index.html';

/** Moves each `<collection>/<name>/index.html` alone in its folder to `<collection>/<name>.html`. */
export function flattenPages(clientDir: string): number {
  let moved = 0;
  for (const folder of ITEM_PAGE_FOLDERS) {
    const collectionDir = join(clientDir, ...folder.split('/').filter(Boolean));
    if (!existsSync(collectionDir)) continue;
    for (const page of readdirSync(collectionDir, { withFileTypes: true })) {
      if (!page.isDirectory()) continue;
      const pageDir = join(collectionDir, page.name);
      const files = readdirSync(pageDir);
      if (files.length !== 1 || files[0] !== INDEX) continue;
      renameSync(join(pageDir, INDEX), `${pageDir}.html`);
      rmdirSync(pageDir);
      moved += 1;
    }
  }
  return moved;
}
