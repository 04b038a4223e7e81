// Build-time only: the site pipeline writes `_headers` and each page's meta policy from this policy.
import type { Env } from '../app/config/env.ts';
import { PREVIEW_PATH } from '../app/config/paths.ts';

export type PolicyEnv = Pick<Env, 'wordpressBaseUrl' | 'adsense' | 'wordpressDialog'>;

/** A Content-Security-Policy as its directives, in order, each with its sources. */
export type Policy = (readonly [name: string, sources: readonly string[]])[];

/** What AdSense loads, frames and calls (Google's published list for AdSense under a CSP). */
const ADSENSE = {
  scripts: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.google.com',
    'https://*.gstatic.com',
    'https://*.doubleclick.net',
    'https://*.googleadservices.com',
    'https://*.adtrafficquality.google',
  ],
  frames: [
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
    'https://*.adtrafficquality.google',
  ],
  calls: [
    'https://*.google.com',
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.adtrafficquality.google',
  ],
};

/** The click-to-play players of post embeds, loaded only when the visitor asks. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The Content-Security-Policy of the site: exactly what it uses. Scripts: its own files and, in
 * this header, every inline script, which each page narrows down with a meta policy listing the
 * hashes of its own inline scripts (site-builder/pages/page-policy.ts). Data: the configured WordPress,
 * or every address when visitors may choose another WordPress. Images: every https address, since post
 * content embeds images from other hosts (CDNs, the shops), and http ones only for a WordPress
 * without TLS.
 */
export function sitePolicy(env: PolicyEnv): Policy {
  const wordpress = env.wordpressBaseUrl === null ? [] : [new URL(env.wordpressBaseUrl).origin];
  // A WordPress without TLS (a local or test setup) serves its uploads, possibly from another host, over http.
  const media = env.wordpressBaseUrl?.startsWith('http:') ? ['https:', 'http:'] : ['https:'];
  const ads = env.adsense !== null;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(ads ? ADSENSE.scripts : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...media, ...wordpress]],
    [
      'connect-src',
      ["'self'", ...(env.wordpressDialog ? ['https:', 'http:'] : wordpress), ...(ads ? ADSENSE.calls : [])],
    ],
    ['frame-src', [...VIDEO_PLAYERS, ...(ads ? ADSENSE.frames : [])]],
    ['media-src', ["'self'", ...media, ...wordpress]],
    ['font-src', ["'self'", 'data:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

/** The sources of one directive of a policy; throws when the policy lacks it. */
export function sourcesOf(policy: Policy, name: string): readonly string[] {
  const directive = policy.find(([candidate]) => candidate === name);
  if (directive === undefined) throw new Error(`the Content-Security-Policy has no ${name}`);
  return directive[1];
}

/** A policy as the header (or a meta element) writes it, each source once. */
export function serializePolicy(policy: Policy): string {
  return policy.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

export function contentSecurityPolicy(env: PolicyEnv): string {
  return serializePolicy(sitePolicy(env));
}

/** Headers every response of the static site carries. */
export function securityHeaders(env: PolicyEnv): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  };
}

/**
 * The preview page's own rules, on top of every page's: its address carries a token, which no
 * request it makes may pass on as a referrer (hosts join a header set by several rules with a comma,
 * and browsers follow the last policy of the list), and no search engine may list it.
 */
export const PREVIEW_PAGE_HEADERS = {
  path: `${PREVIEW_PATH}*`,
  headers: { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' },
} as const;
