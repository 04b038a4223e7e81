// Relative imports only: the build's site pipeline (site-builder/compile/) loads this file in Vite's config loader.
import { isHttpUrl, normalizeWordPressUrl, REST_SUFFIX } from '../lib/wordpress-url.ts';

/** Where WordPress keeps uploaded media, below its address; the site serves the same path. */
export const UPLOADS_PATH = '/wp-content/uploads/';

/** What ads a visitor who refused advertising cookies gets (VITE_ADS_WITHOUT_CONSENT). */
export type AdsWithoutConsent = 'non-personalized' | 'none';

export interface AdSenseSettings {
  client: string;
  slot: string;
  /**
   * Our own consent banner (VITE_CONSENT_BANNER=on, the default). Off when the owner runs a
   * Google-certified consent platform instead, which then decides for the AdSense tag.
   */
  consentBanner: boolean;
  adsWithoutConsent: AdsWithoutConsent;
}

export interface Env {
  /** Normalised REST base, or null when the site runs on sample products. */
  wordpressBaseUrl: string | null;
  adsense: AdSenseSettings | null;
  /** Public address of the site, without trailing slash, for canonical URLs, Open Graph and the sitemap. */
  siteUrl: string | null;
  /** Visitors may point the site at another WordPress ('Configurar WordPress'); VITE_WORDPRESS_DIALOG=off hides it. */
  wordpressDialog: boolean;
  /**
   * VITE_IMAGES_FROM_SITE: the WordPress uploads address (`https://meublog.com.br/wp-content/uploads/`)
   * whose images the page asks this site for instead (`/wp-content/uploads/…`, passed on by the host);
   * null when images come straight from WordPress.
   */
  uploadsViaSite: string | null;
}

/**
 * Whether this build serves ads: the answer of readEnv() (both AdSense variables valid), which
 * vite.config.ts writes into the bundle as a constant (`__ADSENSE__`), so a build without AdSense
 * leaves every piece of ad and consent code out. Tests keep the code in, and readEnv() decides.
 */
export function adsenseBuild(source: Record<string, unknown>): boolean {
  return readEnv(source).adsense !== null;
}

/**
 * VITE_PICTURES_URL: where the build's pictures are served when they are not deployed with the site
 * (an S3-compatible bucket behind a CDN, holding the build's `pictures/` folder), without trailing
 * slash; '' on the site's own host. vite.config.ts writes it into the bundle as a constant
 * (`__PICTURES_URL__`): the addresses of the pictures are fixed when the site is built, and the
 * browser reads no variable for them.
 */
export function picturesUrlBuild(source: Record<string, unknown>): string {
  const url = text(source, 'VITE_PICTURES_URL');
  if (url === undefined) return '';
  if (!isHttpUrl(url)) invalid('VITE_PICTURES_URL', url, 'an http(s) address');
  return url.replace(/\/+$/, '');
}

/** The AdSense settings when this build serves ads, else null. */
export function adSense(): AdSenseSettings | null {
  return __ADSENSE__ ? readEnv().adsense : null;
}

/** A set, non-blank string variable, trimmed; anything else counts as unset. */
function text(source: Record<string, unknown>, name: string): string | undefined {
  const value = source[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A variable limited to a few words; unset means the first (the default). */
function oneOf<const T extends string>(
  source: Record<string, unknown>,
  name: string,
  allowed: readonly [T, ...T[]],
): T {
  const value = text(source, name);
  if (value === undefined) return allowed[0];
  const match = allowed.find((candidate) => candidate === value);
  return match ?? invalid(name, value, allowed.join(' or '));
}

function invalid(name: string, value: string, expected: string): never {
  throw new Error(`${name} must be ${expected}; got: ${value}`);
}

declare global {
  /** Set by vite.config.ts from adsenseBuild(), and true under Vitest. */
  const __ADSENSE__: boolean;
  /** Set by vite.config.ts from picturesUrlBuild(); '' under Vitest. */
  const __PICTURES_URL__: string;
  interface ImportMetaEnv {
    readonly VITE_ADSENSE_CLIENT?: string;
    readonly VITE_ADSENSE_SLOT?: string;
  }
}

/** Every variable readEnv reads. */
const ENV_NAMES = [
  'VITE_WORDPRESS_URL',
  'VITE_SITE_URL',
  'VITE_ADSENSE_CLIENT',
  'VITE_ADSENSE_SLOT',
  'VITE_CONSENT_BANNER',
  'VITE_ADS_WITHOUT_CONSENT',
  'VITE_WORDPRESS_DIALOG',
  'VITE_IMAGES_FROM_SITE',
] as const;

/** The last environment read, by its variables' values: the metadata asks for it once per address it writes. */
let lastRead: { values: string; env: Env } | undefined;

/**
 * Reads and validates the build-time environment. A wrong value fails loudly (at build time, since
 * every page is prerendered) instead of silently showing samples or broken links.
 */
export function readEnv(source: Record<string, unknown> = import.meta.env): Env {
  const values = ENV_NAMES.map((name) => String(source[name])).join('\n');
  if (lastRead?.values !== values) lastRead = { values, env: parseEnv(source) };
  return lastRead.env;
}

function parseEnv(source: Record<string, unknown>): Env {
  const wordpressUrl = text(source, 'VITE_WORDPRESS_URL');
  const wordpressBaseUrl = wordpressUrl === undefined ? null : normalizeWordPressUrl(wordpressUrl);
  if (wordpressUrl !== undefined && wordpressBaseUrl === null) {
    invalid('VITE_WORDPRESS_URL', wordpressUrl, 'an http(s) address');
  }
  const siteUrl = text(source, 'VITE_SITE_URL');
  if (siteUrl !== undefined && !isHttpUrl(siteUrl)) invalid('VITE_SITE_URL', siteUrl, 'an http(s) address');
  const client = text(source, 'VITE_ADSENSE_CLIENT');
  if (client !== undefined && !/^ca-pub-\d+$/.test(client))
    invalid('VITE_ADSENSE_CLIENT', client, 'like ca-pub-1234567890');
  const dialog = text(source, 'VITE_WORDPRESS_DIALOG');
  if (dialog !== undefined && dialog !== 'on' && dialog !== 'off')
    invalid('VITE_WORDPRESS_DIALOG', dialog, 'on or off');
  const imagesFromSite = text(source, 'VITE_IMAGES_FROM_SITE');
  if (imagesFromSite !== undefined && !['1', 'true', '0', 'false'].includes(imagesFromSite))
    invalid('VITE_IMAGES_FROM_SITE', imagesFromSite, '1 or 0');
  let uploadsViaSite: string | null = null;
  if (imagesFromSite === '1' || imagesFromSite === 'true') {
    if (wordpressBaseUrl === null) invalid('VITE_IMAGES_FROM_SITE', imagesFromSite, 'set with VITE_WORDPRESS_URL');
    uploadsViaSite = `${wordpressBaseUrl.slice(0, -REST_SUFFIX.length)}${UPLOADS_PATH}`;
  }
  const slot = text(source, 'VITE_ADSENSE_SLOT');
  if (slot !== undefined && !/^\d+$/.test(slot)) invalid('VITE_ADSENSE_SLOT', slot, 'digits');
  const consentBanner = oneOf(source, 'VITE_CONSENT_BANNER', ['on', 'off']) === 'on';
  const adsWithoutConsent = oneOf(source, 'VITE_ADS_WITHOUT_CONSENT', ['non-personalized', 'none']);
  return {
    wordpressBaseUrl,
    adsense: client !== undefined && slot !== undefined ? { client, slot, consentBanner, adsWithoutConsent } : null,
    siteUrl: siteUrl?.replace(/\/+$/, '') ?? null,
    wordpressDialog: dialog !== 'off',
    uploadsViaSite,
  };
}
