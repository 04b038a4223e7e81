import { Search } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

import { Input } from '@/components/ui/input';
import { useHydrated } from '@/lib/use-hydrated';
import { searchIndexQuery } from '@/wordpress/queries';
import { usePrefetchWordPressQuery } from '@/wordpress/use-wordpress-query';

import { isTypingNavigation, useCatalogFilters } from './use-catalog-filters';

/** 'Buscar produtos...': the URL follows every keystroke; the listing answers the search in the browser. */
export function SearchBox() {
  const { search, setSearch } = useCatalogFilters();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(search);
  const hydrated = useHydrated();
  const source = `${location.key}:${String(hydrated)}`;
  const [syncedSource, setSyncedSource] = useState(source);
  const input = useRef<HTMLInputElement>(null);
  // Whether the visitor has typed, pasted or deleted in the box since the page loaded, with the app
  // running or before it ran.
  const [edited, setEdited] = useState(false);
  // The search's index starts loading when the visitor enters the box, before the first key.
  const [entered, setEntered] = useState(false);
  usePrefetchWordPressQuery(searchIndexQuery, entered);

  // The prerendered box works before the app runs (site-builder/pages/prerendered-html.ts starts the app after the
  // first paint, or at the visitor's first touch or key): hydration leaves what the visitor typed in
  // the element, while the state says ''. The element's text is adopted once, as React commits the
  // hydrated page (before anything can render '' into it), and searched as if typed with the app
  // running. Later keys come through onChange.
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === text) return;
    setEdited(true);
    setText(typed);
    setSearch(typed);
    // On the first commit only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Hydration, reload, back/forward, links and category changes set the text. The navigations this
  // box makes while typing do not, or a slow one would overwrite letters typed after it; their mark
  // stays in the history entry, so a reload or back/forward (POP) always syncs. Nor does the end of
  // hydration (a transition, late on a slow phone) once the visitor has typed: before the app ran or
  // since, the text is theirs and the navigation that puts it in the URL may not have come yet.
  if (source !== syncedSource) {
    const hydrationOnly = syncedSource === `${location.key}:false`;
    setSyncedSource(source);
    const typing = navigationType !== NavigationType.Pop && isTypingNavigation(location.state);
    if (!typing && !(hydrationOnly && edited)) setText(search);
  }

  return (
    <form role="search" className="relative w-full" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="site-search" className="sr-only">
        Buscar produtos
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input
        id="site-search"
        type="search"
        enterKeyHint="search"
        placeholder="Buscar produtos..."
        className="pl-9"
        ref={input}
        value={text}
        onFocus={() => setEntered(true)}
        onChange={(event) => {
          setEdited(true);
          setText(event.target.value);
          setSearch(event.target.value);
        }}
      />
    </form>
  );
}
