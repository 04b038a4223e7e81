import { useState } from 'react';
import { useLocation } from 'react-router';

import { FILTER_PARAMS } from '@/config/paths';

/**
 * Whether the home still shows the early results of a shared search link (app/early-search.ts)
 * instead of its own list: from the prerendered page until the app has its results for the
 * address's search, or the visitor searches something else. Only for the page the visit opened on,
 * and only once: a later search shows the app's own loading state.
 */
export function useEarlyResults({
  prerendered,
  loading,
  search,
}: {
  prerendered: boolean;
  loading: boolean;
  search: string;
}): boolean {
  const [fromPrerender] = useState(prerendered);
  const [over, setOver] = useState(false);
  const addressSearch = (new URLSearchParams(useLocation().search).get(FILTER_PARAMS.search) ?? '').trim();
  const active = fromPrerender && (prerendered || (loading && addressSearch !== '' && search.trim() === addressSearch));
  // Adjusted while rendering (React's pattern for state derived from a change), so the list never
  // flashes the early results again.
  if (!active && !over) setOver(true);
  return active && !over;
}
