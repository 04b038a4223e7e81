import { Search } from 'lucide-react';
import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

import { Input } from '@/components/ui/input';
import { useHydrated } from '@/lib/use-hydrated';

import { isTypingNavigation, useCatalogFilters } from './use-catalog-filters';

/** 'Buscar produtos...': the URL follows every keystroke; the request to WordPress is debounced elsewhere. */
export function SearchBox() {
  const { search, setSearch } = useCatalogFilters();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [text, setText] = useState(search);
  const hydrated = useHydrated();
  const source = `${location.key}:${String(hydrated)}`;
  const [syncedSource, setSyncedSource] = useState(source);

  // Hydration, reload, back/forward, links and category changes set the text. The navigations this
  // box makes while typing do not, or a slow one would overwrite letters typed after it; their mark
  // stays in the history entry, so a reload or back/forward (POP) always syncs.
  if (source !== syncedSource) {
    setSyncedSource(source);
    if (navigationType === NavigationType.Pop || !isTypingNavigation(location.state)) setText(search);
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
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value);
        }}
      />
    </form>
  );
}
