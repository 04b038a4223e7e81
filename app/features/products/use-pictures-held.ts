import { useEffect, useState } from 'react';

import { catalog } from '@/config/site';

/**
 * True while the visitor types a search, until they pause: the pictures of the cards each key brings
 * wait meanwhile (ProductCard), so a phone's bandwidth goes to the next key's results, not to the
 * pictures of results the next key replaces. Clearing the box holds nothing: the list's pictures
 * came with the page.
 */
export function usePicturesHeld(search: string, typing: boolean): boolean {
  const [paused, setPaused] = useState(search);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(search), catalog.picturesAfterTypingMs);
    return () => clearTimeout(timer);
  }, [search]);
  return typing && search !== '' && search !== paused;
}
