// Cloudflare Pages' own rule for addresses no file matches stands in for the `_redirects` rewrites it
// cannot have (compile/cloudflare-pages-output.ts): it serves the site's `404.html` with status 404. That
// page is the SPA fallback, so a product or a category newer than the build still opens (the app asks
// WordPress for it) and any other address shows the app's 404 message. With packed product pages, the
// Function answers a product the build does not have with the same page and status 200.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';

import { SPA_FALLBACK_PATH } from '../../app/config/paths.ts';

/** Where Pages looks for the page of an address without a file (the nearest folder's, up to the root's). */
export const NOT_FOUND_PAGE = '404.html';

export function writeNotFoundPage(clientDir: string): void {
  copyFileSync(join(clientDir, SPA_FALLBACK_PATH), join(clientDir, NOT_FOUND_PAGE));
}
