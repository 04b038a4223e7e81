// Runs after `react-router build`: gives every prerendered page (and the SPA fallback) a meta
// Content-Security-Policy whose script-src lists the hashes of that page's own inline scripts
// (React Router's hydration data and module loader differ per page, so no single header can).
// The site-wide policy in _headers allows inline scripts; browsers enforce both policies, so a
// page runs only its own inline scripts, and nothing injected into it.
// Usage: node scripts/harden-html.mjs   (BUILD_DIR as for the build; default `build`)
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const clientDir = resolve(process.env.BUILD_DIR ?? 'build', 'client');
const headersFile = join(clientDir, '_headers');
if (!existsSync(headersFile)) throw new Error(`No ${headersFile}: run \`react-router build\` first.`);

const policyLine = readFileSync(headersFile, 'utf8')
  .split('\n')
  .find((line) => line.trim().startsWith('Content-Security-Policy:'));
if (!policyLine) throw new Error(`${headersFile} has no Content-Security-Policy`);
const scriptSrc = policyLine
  .slice(policyLine.indexOf(':') + 1)
  .split(';')
  .map((directive) => directive.trim().split(/\s+/))
  .find(([name]) => name === 'script-src');
if (!scriptSrc) throw new Error('the Content-Security-Policy has no script-src');
const allowedSources = scriptSrc.slice(1).filter((source) => source !== "'unsafe-inline'");

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

let pages = 0;
for (const file of htmlFiles(clientDir)) {
  const html = readFileSync(file, 'utf8');
  if (html.includes('http-equiv="Content-Security-Policy"')) continue;
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  const policy = ['script-src', ...allowedSources, ...new Set(hashes)].join(' ');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error(`${file}: no <meta charset> to put the policy after`);
  const at = charset.index + charset[0].length;
  writeFileSync(file, `${html.slice(0, at)}${meta}${html.slice(at)}`);
  pages += 1;
}
console.log(`harden-html: script policy with inline-script hashes written into ${pages} pages`);
