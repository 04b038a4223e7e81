import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates prerendered HTML, true afterwards. Values only the browser knows
 * (URL query, localStorage) must wait for it, or the first render would not match the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
