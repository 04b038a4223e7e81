import * as v from 'valibot';

import { isHttpUrl, normalizeWordPressUrl } from '@/lib/wordpress-url';

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

const optionalText = v.pipe(v.optional(v.string()), v.transform(blankToUndefined));

const envSchema = v.object({
  VITE_WORDPRESS_URL: optionalText,
  VITE_SITE_URL: v.pipe(
    optionalText,
    v.check((value) => value === undefined || isHttpUrl(value), 'VITE_SITE_URL must be an http(s) address'),
  ),
  VITE_ADSENSE_CLIENT: v.pipe(
    optionalText,
    v.check(
      (value) => value === undefined || /^ca-pub-\d+$/.test(value),
      'VITE_ADSENSE_CLIENT must look like ca-pub-1234567890',
    ),
  ),
  VITE_ADSENSE_SLOT: v.pipe(
    optionalText,
    v.check((value) => value === undefined || /^\d+$/.test(value), 'VITE_ADSENSE_SLOT must be digits'),
  ),
});

export interface Env {
  /** Normalised REST base, or null when the site runs on sample products. */
  wordpressBaseUrl: string | null;
  adsense: { client: string; slot: string } | null;
  /** Public address of the site, without trailing slash, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string | null;
}

/** Reads and validates the build-time environment. A wrong value fails loudly instead of silently showing samples. */
export function readEnv(source: Record<string, unknown> = import.meta.env): Env {
  const parsed = v.parse(envSchema, {
    VITE_WORDPRESS_URL: source.VITE_WORDPRESS_URL,
    VITE_SITE_URL: source.VITE_SITE_URL,
    VITE_ADSENSE_CLIENT: source.VITE_ADSENSE_CLIENT,
    VITE_ADSENSE_SLOT: source.VITE_ADSENSE_SLOT,
  });
  const rawUrl = parsed.VITE_WORDPRESS_URL;
  const wordpressBaseUrl = rawUrl === undefined ? null : normalizeWordPressUrl(rawUrl);
  if (rawUrl !== undefined && wordpressBaseUrl === null) {
    throw new Error(`VITE_WORDPRESS_URL is not an http(s) address: ${rawUrl}`);
  }
  const { VITE_ADSENSE_CLIENT: client, VITE_ADSENSE_SLOT: slot } = parsed;
  return {
    wordpressBaseUrl,
    adsense: client !== undefined && slot !== undefined ? { client, slot } : null,
    siteUrl: parsed.VITE_SITE_URL?.replace(/\/+$/, '') ?? null,
  };
}
