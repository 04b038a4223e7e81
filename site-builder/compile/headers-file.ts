// Site pipeline step (site-builder/compile/site-pipeline.ts): /_headers, the site's security headers in the format
// Netlify and Cloudflare Pages read (scripts/serve-static.mjs reads it too, so the browser tests run
// under them).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { PICTURES_PATH } from '../../app/config/paths.ts';
import { PREVIEW_PAGE_HEADERS, securityHeaders, type PolicyEnv } from '../security-headers.ts';

/** One rule of the file: a path, then its headers indented below it. */
function rule(path: string, headers: Record<string, string>): string {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/**
 * The `_headers` file: every path of the site gets the security headers, the preview page its own
 * too; the build's copies of the pictures (content-hashed names: a changed picture gets a new name)
 * are cached for a year.
 */
export function headersFile(env: PolicyEnv): string {
  return `${[
    rule('/*', securityHeaders(env)),
    rule(PREVIEW_PAGE_HEADERS.path, PREVIEW_PAGE_HEADERS.headers),
    rule(`${PICTURES_PATH}*`, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  ].join('\n')}\n`;
}

export function writeHeadersFile(outDir: string, env: PolicyEnv): void {
  writeFileSync(join(outDir, '_headers'), headersFile(env));
}
