// Site pipeline step (site-builder/compile/site-pipeline.ts), the last one of each page's rewrite: a meta
// Content-Security-Policy computed from the page's final HTML. Its script-src lists the sha256 of
// the page's own inline scripts (React Router's hydration data and module script differ per page,
// so no single header can); the site-wide policy of `_headers` allows inline scripts, and browsers
// enforce both, so a page runs only its own inline scripts, and nothing injected into it.
//
// The meta policy also stands on its own, for a host that ignores `_headers`: no plugins
// (object-src), no <base> pointing elsewhere (base-uri), and no form submission at all
// (form-action 'none': every form of the site is handled by the app and calls preventDefault).
// frame-ancestors has no effect in a meta policy; only the header can forbid framing.
import { createHash } from 'node:crypto';

import { serializePolicy, sourcesOf, type Policy } from '../security-headers.ts';

/** Every <script> element with its attributes and body (a script's body cannot contain `</script`). */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const CHARSET_META = /<meta\s+charset=["']?utf-8["']?\s*\/?>/i;
const META_POLICY = /<meta\s+http-equiv=["']?content-security-policy/i;

/** Thrown when a page does not have the shape the policy step needs. */
class PagePolicyError extends Error {
  override name = 'PagePolicyError';
}

/**
 * A data block (the page's JSON-LD): the browser never runs it, so the policy need not allow it. A
 * hash is 51 characters no compression shortens; the HTML of a product page is within a few hundred
 * bytes of the first round trip's 14.6 kB.
 */
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json["'\s]/i;

/** The CSP sources for the page's inline scripts: the sha256 of each body, as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !DATA_BLOCK.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...new Set(hashes)];
}

/** The page's meta policy: the site's script sources and the page's script hashes, and the rules that stand alone. */
export function pagePolicy(site: Policy, html: string): Policy {
  const scripts = sourcesOf(site, 'script-src').filter((source) => source !== "'unsafe-inline'");
  return [
    ['script-src', [...scripts, ...inlineScriptHashes(html)]],
    ['object-src', sourcesOf(site, 'object-src')],
    ['base-uri', sourcesOf(site, 'base-uri')],
    ['form-action', ["'none'"]],
  ];
}

/** Puts the page's meta policy right after <meta charset>, before any script of the page. */
export function addPagePolicy(html: string, page: string, site: Policy): string {
  if (META_POLICY.test(html)) throw new PagePolicyError(`${page}: already has a meta Content-Security-Policy`);
  const charset = CHARSET_META.exec(html);
  if (charset === null) throw new PagePolicyError(`${page}: no <meta charset> to put the policy after`);
  const at = charset.index + charset[0].length;
  if (/<script\b/i.test(html.slice(0, at))) throw new PagePolicyError(`${page}: a script comes before <meta charset>`);
  const policy = serializePolicy(pagePolicy(site, html));
  if (/["<>&]/.test(policy)) throw new PagePolicyError(`${page}: the policy cannot be written in an attribute`);
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${policy}"/>${html.slice(at)}`;
}
