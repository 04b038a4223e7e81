import { useState, useSyncExternalStore } from 'react';

import { WordPressError } from '@/wordpress/client';
import type { SubscriptionRequest } from '@/wordpress/subscriptions/subscription-types';
import { useSubscribe } from '@/wordpress/subscriptions/use-subscription-requests';

/** What a subscription form shows under its fields, decided here for both forms. */
export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; email: string }
  | { kind: 'invalid-email' }
  | { kind: 'invalid-target' }
  | { kind: 'outdated-consent' }
  | { kind: 'unavailable' }
  | { kind: 'failed' };

const noSubscription = () => () => undefined;

/** An address worth sending (the plugin has the last word, and answers 400 otherwise). */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * A subscription form's state: when it was shown (the plugin ignores forms sent under 2 s), the
 * honeypot, and the outcome of sending. A failure leaves the fields as they were.
 */
export function useSubscriptionForm() {
  const subscribe = useSubscribe();
  // React reads the server snapshot only while it hydrates prerendered HTML.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // A prerendered form was on screen from the page's first paint, before its code arrived (the
  // page's start is the time origin); a form mounted later is shown from then.
  const [shownAt] = useState(() => (hydrating ? 0 : performance.now()));
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });

  const send = (email: string, request: Pick<SubscriptionRequest, 'subject' | 'consentVersion'>) => {
    const address = email.trim();
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setStatus({ kind: 'invalid-email' });
      return;
    }
    setStatus({ kind: 'sending' });
    void subscribe
      .run({ ...request, email: address, honeypot, elapsedMs: performance.now() - shownAt })
      .then((state) => {
        if (state.kind === 'done') {
          setStatus(state.outcome === 'accepted' ? { kind: 'sent', email: address } : { kind: state.outcome });
          return;
        }
        // The client logged WordPress's failure; anything else is a bug, thrown where React renders
        // (the route's error screen shows it).
        const failure = state.kind === 'failed' ? state.error : null;
        setStatus(() => {
          if (failure !== null && !(failure instanceof WordPressError)) {
            throw failure instanceof Error ? failure : new Error('the subscription request failed', { cause: failure });
          }
          return { kind: 'failed' };
        });
      });
  };

  return { status, setStatus, honeypot, setHoneypot, send };
}
