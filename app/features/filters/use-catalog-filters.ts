import { useCallback } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';

import { catalog } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

export const FILTER_PARAMS = { search: 'q', category: 'categoria' } as const;

/** Marks navigations made while typing, so the search box does not overwrite what is being typed. */
const TYPING_STATE = { typing: true } as const;

export function isTypingNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'typing' in state && state.typing === true;
}

/** Builds the home address for a set of filters: `/?q=fone&categoria=Tecnologia`. */
export function catalogHref(current: URLSearchParams, changes: { search?: string; category?: string }): string {
  const next = new URLSearchParams(current);
  if (changes.search !== undefined)
    setOrDelete(next, FILTER_PARAMS.search, changes.search.trim() === '' ? '' : changes.search);
  if (changes.category !== undefined)
    setOrDelete(next, FILTER_PARAMS.category, changes.category === catalog.allCategories ? '' : changes.category);
  const query = next.toString();
  return query === '' ? '/' : `/?${query}`;
}

function setOrDelete(params: URLSearchParams, key: string, value: string) {
  if (value === '') params.delete(key);
  else params.set(key, value);
}

/**
 * The search text and active category live in the URL of the home page, so a reload, the back
 * button or a shared link restore them. Elsewhere (detail, 404) they read as empty.
 */
export function useCatalogFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const onHome = location.pathname === '/';
  // The prerendered home has no filters: the URL's are applied once hydration is over.
  const params = new URLSearchParams(onHome && hydrated ? location.search : '');
  const search = params.get(FILTER_PARAMS.search) ?? '';
  const category = params.get(FILTER_PARAMS.category) ?? catalog.allCategories;
  const currentQuery = params.toString();
  // The search box may search before hydration is over (text typed before the app ran): it starts
  // from the address as it is, so a filter already in it is kept.
  const addressQuery = onHome ? location.search : '';

  const setSearch = useCallback(
    (text: string) => {
      const current = new URLSearchParams(addressQuery);
      // One history entry per search, not per keystroke.
      const replace = onHome && (current.has(FILTER_PARAMS.search) || text.trim() === '');
      void navigate(catalogHref(current, { search: text }), { replace, state: TYPING_STATE, preventScrollReset: true });
    },
    [addressQuery, navigate, onHome],
  );

  // True while the visitor is typing in the search box (not on reload or back/forward).
  const typing = isTypingNavigation(location.state) && navigationType !== NavigationType.Pop;

  return { search, category, currentQuery, setSearch, typing };
}
