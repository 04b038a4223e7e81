// No '@/' imports here: react-router.config.ts loads this file outside Vite.

/** Path of the WordPress REST API (v2) below the site address. */
export const REST_SUFFIX = '/wp-json/wp/v2';

/**
 * Normalises a WordPress address the way spec section 5 describes: trimmed, with the REST suffix
 * appended when missing. Returns null for blank input or anything that is not an http(s) URL.
 */
export function normalizeWordPressUrl(input: string): string | null {
  const trimmed = input.trim().replace(/\/+$/, '');
  if (trimmed === '') return null;
  const withSuffix = trimmed.endsWith(REST_SUFFIX) ? trimmed : `${trimmed}${REST_SUFFIX}`;
  return isHttpUrl(withSuffix) ? withSuffix : null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
