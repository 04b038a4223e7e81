import type { QueryExecuteOptions, QueryKey } from '@tanstack/react-query';
import { redirectDocument } from 'react-router';

import { firstOutcome } from '@/lib/first-outcome';

import { theBuildHas } from './build-page';
import { WordPressError } from './client';
import { getQueryClient } from './query-client';

/**
 * The first outcome of a browser navigation's query (see lib/first-outcome), for the pages the build
 * writes from its WordPress (a product, a site page). When WordPress cannot answer, the app alone
 * has only its samples: a link to the JBL speaker would show the sample with the same id. The static
 * host's page holds the build's data for that address, so the navigation is handed to the browser,
 * which loads it (build-page.ts says when). A page newer than the build, the host's SPA fallback,
 * shows the specification's failure states (a sample with the connection error, or 'Produto não
 * encontrado').
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

/** No answer, or a broken one; a post WordPress says is missing is an answer (the build's page is stale). */
function unanswered(failure: unknown): boolean {
  return failure instanceof WordPressError && failure.kind !== 'missing';
}
