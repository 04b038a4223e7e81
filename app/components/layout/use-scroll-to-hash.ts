import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Room left between the header and the target. */
const GAP_PX = 16;

function hashTarget(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape names nothing
  }
}

/**
 * Brings the element named by the address's #hash just below the sticky header and moves focus to
 * it, once the content above it is `ready`: React Router scrolls at navigation time, before a
 * product grid that is still loading pushes the target down (on a phone the sidebar comes after
 * the whole grid), and the sticky header (marked `data-sticky-header`) is taller on a phone than
 * any fixed scroll margin would allow for. Once per navigation.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash === '' || scrolledFor.current === key) return;
    const target = hashTarget(hash);
    if (target === null) return;
    scrolledFor.current = key;
    const header = document.querySelector('[data-sticky-header]');
    const clearance = (header?.getBoundingClientRect().height ?? 0) + GAP_PX;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - clearance });
    target.focus({ preventScroll: true });
  }, [ready, hash, key]);
}
