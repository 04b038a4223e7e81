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

/** Frames during which the target is kept below the header while what lies above it takes its size. */
const SETTLE_FRAMES = 30;

/** Where the element's top is in the page, whatever the scroll. */
function pageTop(element: HTMLElement): number {
  return element.getBoundingClientRect().top + window.scrollY;
}

/** The scroll that puts the target's top `clearance` pixels below the window's top, as far as the page allows. */
function positionBelow(target: HTMLElement, clearance: number): number {
  const wanted = pageTop(target) - clearance;
  const last = document.documentElement.scrollHeight - window.innerHeight;
  return Math.max(0, Math.min(wanted, last));
}

/**
 * Brings the element named by the address's #hash just below the sticky header and moves focus to
 * it, once the content above it is `ready`: React Router scrolls at navigation time, before a
 * product grid that is still loading pushes the target down (on a phone the sidebar comes after
 * the whole grid), and the sticky header (marked `data-sticky-header`) is taller on a phone than
 * any fixed scroll margin would allow for. Cards far from the screen are laid out only as they
 * come near it (`content-visibility: auto`), so the scroll itself can change the height above the
 * target: for a few frames the target is put back where it belongs. Once per navigation, unless the
 * target is replaced meanwhile.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const scrolled = useRef<{ key: string; target: HTMLElement } | null>(null);
  useEffect(() => {
    // Again for the same navigation only if the target was replaced (a list shown anew after loading).
    if (!ready || hash === '' || (scrolled.current?.key === key && scrolled.current.target.isConnected)) return;
    const target = hashTarget(hash);
    if (target === null) return;
    scrolled.current = { key, target };
    const header = document.querySelector('[data-sticky-header]');
    const clearance = (header?.getBoundingClientRect().height ?? 0) + GAP_PX;
    window.scrollTo({ top: positionBelow(target, clearance) });
    target.focus({ preventScroll: true });
    // Until the visitor scrolls: the window moved while the target stayed where it was in the page.
    // (When the browser keeps what is on screen in place as content above grows, both move.)
    let placedAt = window.scrollY;
    let targetAt = pageTop(target);
    let frames = 0;
    let frame = requestAnimationFrame(function settle() {
      if (!target.isConnected) return;
      if (Math.abs(window.scrollY - placedAt) >= 1 && Math.abs(pageTop(target) - targetAt) < 1) return;
      const top = positionBelow(target, clearance);
      if (Math.abs(top - window.scrollY) >= 1) window.scrollTo({ top });
      placedAt = window.scrollY;
      targetAt = pageTop(target);
      if (++frames < SETTLE_FRAMES) frame = requestAnimationFrame(settle);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, hash, key]);
}
