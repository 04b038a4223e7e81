import type { Env } from '@/config/env';

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
 * hashes of its own inline scripts (see scripts/harden-html.mjs). Data: the configured WordPress,
 * or every address when visitors may choose another WordPress. Images: every https address, since post
 * content embeds images from other hosts (CDNs, the shops), and http ones only for a WordPress
 * without TLS.
 */
export function contentSecurityPolicy(env: Pick<Env, 'wordpressBaseUrl' | 'adsense' | 'wordpressDialog'>): string {
  const wordpress = env.wordpressBaseUrl === null ? [] : [new URL(env.wordpressBaseUrl).origin];
  // A WordPress without TLS (a local or test setup) serves its uploads, possibly from another host, over http.
  const media = env.wordpressBaseUrl?.startsWith('http:') ? ['https:', 'http:'] : ['https:'];
  const ads = env.adsense !== null;
  const directives: [string, string[]][] = [
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
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Headers every response of the static site carries. */
export function securityHeaders(env: Pick<Env, 'wordpressBaseUrl' | 'adsense' | 'wordpressDialog'>) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()',
  };
}
