import type { QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { redirectDocument, useLocation } from 'react-router';

import { readEnv } from '@/config/env';
import { firstOutcome } from '@/lib/first-outcome';

import { currentWordPressBaseUrl } from './address';
import { WordPressError } from './client';
import { getQueryClient } from './query-client';

/**
 * The first outcome of a browser navigation's query (see lib/first-outcome), for the pages the build
 * writes from its WordPress (a product, a site page). When WordPress cannot answer, the app alone
 * has only its samples: a link to the JBL speaker would show the sample with the same id. The static
 * host's page holds the build's data for that address, so the navigation is handed to the browser,
 * which loads it. Never for the address of the document itself: a page newer than the build is the
 * host's SPA fallback, and loading it again would go round for ever; it shows the specification's
 * failure states (a sample with the connection error, or 'Produto não encontrado').
 */
export async function firstOutcomeOrBuildPage<TData, TKey extends QueryKey>(
  request: Request,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<TData | undefined> {
  const client = getQueryClient();
  const data = await firstOutcome(client, options);
  if (data !== undefined) return data;
  const failure = client.getQueryState(options.queryKey)?.fetchFailureReason;
  const address = new URL(request.url);
  if (unanswered(failure) && theBuildHas(address.pathname))
    throw redirectDocument(`${address.pathname}${address.search}`);
  return undefined;
}

/**
 * The same for a page whose data loads on the page (the home's or a category's products): `unanswered` once the
 * samples stand in for it because WordPress gave no answer. The browser then loads the build's page
 * for this address; returns true meanwhile, for the page to keep the samples out of sight.
 */
export function useBuildPageInstead(unanswered: boolean): boolean {
  const { pathname, search } = useLocation();
  const leaving = unanswered && theBuildHas(pathname);
  useEffect(() => {
    if (leaving) window.location.replace(`${pathname}${search}`);
  }, [leaving, pathname, search]);
  return leaving;
}

/**
 * Whether the static host may hold the build's page for `pathname`, and the browser is not on it
 * already (a prerender, which has no navigation entry, never is). Offline, the host cannot answer
 * either: the page's own failure state beats the browser's.
 */
function theBuildHas(pathname: string): boolean {
  return readsTheBuildsWordPress() && !isThisDocument(pathname) && navigator.onLine;
}

/** No answer, or a broken one; a post WordPress says is missing is an answer (the build's page is stale). */
function unanswered(failure: unknown): boolean {
  return failure instanceof WordPressError && failure.kind !== 'missing';
}

/** The build's pages hold the build's WordPress: a visitor who chose another one would get nothing from them. */
function readsTheBuildsWordPress(): boolean {
  const current = currentWordPressBaseUrl();
  return current !== null && current === readEnv().wordpressBaseUrl;
}

/** Whether the browser loaded this document for that path (its first address, whatever the history did since). */
function isThisDocument(pathname: string): boolean {
  const [entry] = typeof performance.getEntriesByType === 'function' ? performance.getEntriesByType('navigation') : [];
  // Unknown: as if it were, so that the browser is never sent round.
  if (entry === undefined) return true;
  return withoutTrailingSlash(new URL(entry.name).pathname) === withoutTrailingSlash(pathname);
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
