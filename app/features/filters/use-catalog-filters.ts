import { useCallback } from 'react';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router';

import { catalog } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

import { FILTER_PARAMS, HOME_PATH, isCategoryPath, listingPath } from '@/config/paths';
import { setTypedSearch, useTypedSearch } from './typed-search';

/** Marks navigations made while typing, so the search box does not overwrite what is being typed. */
const TYPING_STATE = { typing: true } as const;

export function isTypingNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'typing' in state && state.typing === true;
}

/** The pages whose list the search filters in place: the home and the category pages. */
export function isListingPath(pathname: string): boolean {
  return pathname === HOME_PATH || isCategoryPath(pathname);
}

/**
 * The search text lives in the address of the page it filters (the home or a category page), so a
 * reload, the back button or a shared link restore it; so does the home's `?categoria=` (links
 * shared before the category pages existed). Elsewhere (detail, 404) they read as empty, and a
 * search leads to the home.
 */
export function useCatalogFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const onListing = isListingPath(location.pathname);
  const onHome = location.pathname === HOME_PATH;
  // The prerendered pages have no filters: the address's are applied once hydration is over.
  const params = new URLSearchParams(onListing && hydrated ? location.search : '');
  // True while the visitor is typing in the search box (not on reload or back/forward).
  const typing = isTypingNavigation(location.state) && navigationType !== NavigationType.Pop;
  // What is being typed, before its navigation has come: on the entry it was typed on, or on one
  // that typing made. Any other navigation (back/forward, a link) has its own search.
  const typed = useTypedSearch();
  const typedHere = typed !== null && (typed.locationKey === location.key || typing);
  const search = (onListing && hydrated && typedHere ? typed.text : params.get(FILTER_PARAMS.search)) ?? '';
  const category = (onHome ? params.get(FILTER_PARAMS.category) : null) ?? catalog.allCategories;
  // The search box may search before hydration is over (text typed before the app ran): it starts
  // from the address as it is, so a filter already in it is kept.
  const addressQuery = onListing ? location.search : '';
  const listing = onListing ? location.pathname : HOME_PATH;
  // The address's search is known before it is applied (after hydration): what it needs can start loading.
  const searchAhead = onListing && (new URLSearchParams(location.search).get(FILTER_PARAMS.search) ?? '').trim() !== '';

  const { key } = location;
  const setSearch = useCallback(
    (text: string) => {
      setTypedSearch({ text, locationKey: key });
      const current = new URLSearchParams(addressQuery);
      // One history entry per search, not per keystroke.
      const replace = onListing && (current.has(FILTER_PARAMS.search) || text.trim() === '');
      void navigate(listingPath(current, { search: text }, listing), {
        replace,
        state: TYPING_STATE,
        preventScrollReset: true,
      });
    },
    [addressQuery, key, listing, navigate, onListing],
  );

  return { search, category, setSearch, typing, searchAhead };
}
