import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { useWordPress } from '../wordpress-context';
import { confirmSubscription, sendSubscription, unsubscribe } from './subscription-requests';
import type { SubscribeOutcome, SubscriptionRequest, TokenOutcome } from './subscription-types';

// The subscription requests bound to the WordPress in use (no request without one). Nothing retries
// them on its own: the visitor sends again from the screen that shows the failure. (Plain state, not
// TanStack's mutations, whose code would join the framework chunk every first visit downloads.)

/** A request's state: not sent, under way, its outcome, or the error it failed with. */
export type RequestState<T> =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; outcome: T } | { kind: 'failed'; error: unknown };

function useLiveWordPress() {
  const client = useQueryClient();
  const { baseUrl, ...settings } = useWordPress();
  return { client, wordpress: baseUrl === null ? null : { ...settings, baseUrl } };
}

function useRequest<TInput, TOutcome>(send: (input: TInput) => Promise<TOutcome>) {
  const [state, setState] = useState<RequestState<TOutcome>>({ kind: 'idle' });
  const run = async (input: TInput): Promise<RequestState<TOutcome>> => {
    setState({ kind: 'pending' });
    const next: RequestState<TOutcome> = await send(input).then(
      (outcome) => ({ kind: 'done', outcome }),
      (error: unknown) => ({ kind: 'failed', error }),
    );
    setState(next);
    return next;
  };
  return { state, run };
}

/** A form's request. */
export function useSubscribe() {
  const { client, wordpress } = useLiveWordPress();
  return useRequest(async (request: SubscriptionRequest): Promise<SubscribeOutcome> =>
    wordpress === null ? 'unavailable' : sendSubscription(client, wordpress, request),
  );
}

/** A confirmation or unsubscribe link's request. */
export function useTokenLink(action: 'confirm' | 'unsubscribe') {
  const { client, wordpress } = useLiveWordPress();
  return useRequest(async (token: string): Promise<TokenOutcome> => {
    if (wordpress === null) return { kind: 'unavailable' };
    return action === 'confirm' ? confirmSubscription(client, wordpress, token) : unsubscribe(client, wordpress, token);
  });
}
