import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { companionPluginAnswers } from '../companion-plugin';
import { wordpressKeys } from '../query-keys';
import { useWordPress, type LiveWordPress } from '../wordpress-context';
import type { SubscriptionTerms } from './subscription-types';

/**
 * Whether the forms can take a subscription, decided in this one place: never without a WordPress
 * (the samples) or without the companion plugin taking subscriptions there. For the build's
 * WordPress the build read it (the settings every page carries, so the prerendered page already
 * says it); another WordPress (chosen in 'Configurar WordPress') is asked once for the visit, when
 * a visitor first turns to a form (`engaged`): pages nobody signs up on ask it nothing.
 */
export type SignupState =
  { kind: 'available'; terms: SubscriptionTerms } | { kind: 'unavailable' } | { kind: 'checking' };

function subscriptionTermsQuery(client: QueryClient, wordpress: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.subscriptionTerms(wordpress.baseUrl),
    queryFn: async ({ signal }): Promise<SubscriptionTerms | null> =>
      (await companionPluginAnswers(client, wordpress))
        ? (await import('../fetch/subscription-terms')).fetchSubscriptionTerms(wordpress.baseUrl, signal)
        : null,
    staleTime: Infinity,
  });
}

export function useSignupState(engaged: boolean): SignupState {
  const client = useQueryClient();
  const { baseUrl, ...settings } = useWordPress();
  const asks = baseUrl !== null && settings.companionPlugin === null;
  const asked = useQuery({
    ...subscriptionTermsQuery(client, { ...settings, baseUrl: baseUrl ?? '' }),
    enabled: asks && engaged,
  });
  if (baseUrl === null) return { kind: 'unavailable' };
  // The build's reading: the consent texts when the plugin takes subscriptions (never without the plugin).
  if (!asks) {
    return settings.subscriptions ? { kind: 'available', terms: settings.subscriptions } : { kind: 'unavailable' };
  }
  if (asked.data) return { kind: 'available', terms: asked.data };
  // WordPress said no, or could not say (its retries spent): nothing to offer.
  return asked.data === null || asked.isError ? { kind: 'unavailable' } : { kind: 'checking' };
}
