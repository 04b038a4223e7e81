import { readEnv } from '@/config/env';

import { currentWordPressBaseUrl } from './address';

// Whether a page of the site should be the build's, loaded by the browser, rather than the app's own
// failure state (build-page-fallback.ts, use-build-page-instead.ts): the static host holds, for
// every address the build wrote, that page with the build's data.

/**
 * Whether the static host may hold the build's page for `pathname`, and the browser is not on it
 * already (a prerender, which has no navigation entry, never is). Offline, the host cannot answer
 * either: the page's own failure state beats the browser's.
 */
export function theBuildHas(pathname: string): boolean {
  return readsTheBuildsWordPress() && !isThisDocument(pathname) && navigator.onLine;
}

/** The build's pages hold the build's WordPress: a visitor who chose another one would get nothing from them. */
function readsTheBuildsWordPress(): boolean {
  const current = currentWordPressBaseUrl();
  return current !== null && current === readEnv().wordpressBaseUrl;
}

/**
 * Whether the browser loaded this document for that path (its first address, whatever the history did
 * since). Never sending the browser to the document's own address is what keeps a page newer than the
 * build (the host's SPA fallback) from loading itself for ever.
 */
function isThisDocument(pathname: string): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  // Unknown: as if it were, so that the browser is never sent round.
  if (entry === undefined) return true;
  return withoutTrailingSlash(new URL(entry.name).pathname) === withoutTrailingSlash(pathname);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
