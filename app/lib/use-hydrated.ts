import { startTransition, useEffect, useState } from 'react';

/** Set once the first hydration has committed; components mounted afterwards start hydrated. */
let appHydrated = false;

/**
 * False while React hydrates prerendered HTML, true afterwards. Values only the browser knows
 * (URL query, localStorage) must wait for it, or the first render would not match the HTML.
 * The switch is a transition: the re-render it causes (filters from the address, queries starting)
 * is done in small slices instead of one long task that would block a phone's main thread.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(appHydrated);
  useEffect(() => {
    if (hydrated) return;
    appHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
