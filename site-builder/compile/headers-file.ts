// Site pipeline step (site-builder/compile/site-pipeline.ts): /_headers, the site's security headers in the format
// Netlify and Cloudflare Pages read (scripts/serve-static.mjs reads it too, so the browser tests run
// under them).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { PICTURES_PATH } from '../../app/config/paths.ts';
import { securityHeaders, type PolicyEnv } from '../security-headers.ts';

/**
 * The `_headers` file: every path of the site gets the security headers; the build's copies of the
 * pictures (content-hashed names: a changed picture gets a new name) are cached for a year.
 */
export function headersFile(env: PolicyEnv): string {
  const lines = Object.entries(securityHeaders(env)).map(([name, value]) => `  ${name}: ${value}`);
  return `/*\n${lines.join('\n')}\n${PICTURES_PATH}*\n  Cache-Control: public, max-age=31536000, immutable\n`;
}

export function writeHeadersFile(outDir: string, env: PolicyEnv): void {
  writeFileSync(join(outDir, '_headers'), headersFile(env));
}
