import { useSyncExternalStore } from 'react';

// The text in the search box, as the visitor types it, ahead of the address: every key navigates
// to `?q=…` (the address stays the source of truth for reloads, back/forward and shared links), but
// that navigation re-renders the whole page (header, menu, every link), a transition React finishes
// after the key. The listing reads the typed text at once instead, so the results change with the
// key and only the listing renders for it.

export interface TypedSearch {
  text: string;
  /** The history entry it was typed on (React Router's location key). */
  locationKey: string;
}

let typed: TypedSearch | null = null;
const listeners = new Set<() => void>();

export function setTypedSearch(next: TypedSearch): void {
  typed = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => typed;
// Prerendering: nothing typed.
const none = () => null;

export function useTypedSearch(): TypedSearch | null {
  return useSyncExternalStore(subscribe, current, none);
}
