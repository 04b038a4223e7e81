import { queryOptions, type QueryClient } from '@tanstack/react-query';

import type { PostAnswer } from './client';
import { wordpressKeys } from './query-keys';
import type { LiveWordPress } from './wordpress-context';

// The one owner of whether the companion plugin answers at a WordPress: nothing asks the plugin's
// routes (counting, 'Mais Lidas') before this says yes, so a WordPress without it gets no request
// it would answer with 404. For the build's WordPress the build found it out (its settings, no
// request); for any other (chosen in 'Configurar WordPress', or a build from the samples) the REST
// index is asked, the first time a plugin route would be called, once for the visit.

function companionPluginQuery(wordpress: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.companionPlugin(wordpress.baseUrl),
    queryFn: async ({ signal }) =>
      wordpress.companionPlugin ??
      (await import('./fetch/rest-index')).fetchCompanionPluginListed(wordpress.baseUrl, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    // A failure is no answer (the next caller asks again), and no retries of its own: 'Mais Lidas'
    // asks from its query, whose retries ask again; a count is fire and forget.
    retry: false,
  });
}

/** Whether the companion plugin answers at `wordpress`; rejects with the REST index's WordPressError. */
export function companionPluginAnswers(client: QueryClient, wordpress: LiveWordPress): Promise<boolean> {
  return client.query(companionPluginQuery(wordpress));
}

/** A plugin route answered that it does not exist (the plugin was removed since the build): none is asked again this visit. */
export function companionPluginGone(client: QueryClient, wordpress: LiveWordPress): void {
  client.setQueryData(companionPluginQuery(wordpress).queryKey, false);
}

/** The REST API's error `code` of an answer ({"code": "rest_no_route", "message": …}), or null. */
export function restErrorCode(answer: PostAnswer): string | null {
  const { body } = answer;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : null;
}

/** The route is not there: the plugin was removed since the build (or is older than the route). */
export function answeredNoRoute(answer: PostAnswer): boolean {
  return answer.status === 404 && restErrorCode(answer) === 'rest_no_route';
}
