import { ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';

import { categoryPath, HOME_PATH, listingPath } from '@/config/paths';
import { catalog } from '@/config/site';
import { cn } from '@/lib/cn';
import type { CategoryLink } from '@/wordpress/types';

import { useCatalogFilters } from './use-catalog-filters';

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;
/** Coming back within this time after a hover close reopens at once. */
const SKIP_DELAY_MS = 300;

/**
 * 'Categorias' disclosure (WAI navigation disclosure pattern): 'Todos' (the home) plus one link per
 * category, to the category's page (`/categoria/{slug}`); during a search, to the same search there.
 * Opens on click, or on hover after 200 ms (at once when the pointer comes back within 300 ms);
 * closes 150 ms after the pointer leaves, on Escape,
 * on a click outside and after a choice. Before the app runs, the page's loader opens and closes the
 * prerendered list itself (site-builder/pages/prerendered-html.ts), so a category can be chosen from the first paint.
 */
export function CategoryMenu({ categories }: { categories: readonly CategoryLink[] }) {
  const { category: activeFilter, search } = useCatalogFilters();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** A click on a menu the mouse just opened keeps it open instead of closing it at once. */
  const openedByHover = useRef(false);
  const schedule = useCallback((next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, delay);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Opened before the app ran: hydration leaves the list as the visitor left it, and the menu takes
  // that state, as React commits the hydrated page.
  useLayoutEffect(() => {
    if (list.current?.hidden === false) setOpen(true);
  }, []);

  // Hover and Escape belong to the whole widget (button and list); the button keeps keyboard access.
  useEffect(() => {
    const element = container.current;
    if (element === null) return;
    let leftAt = 0;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      schedule(true, Date.now() - leftAt < SKIP_DELAY_MS + CLOSE_DELAY_MS ? 0 : OPEN_DELAY_MS);
    };
    const onLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      leftAt = Date.now();
      schedule(false, CLOSE_DELAY_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      element.querySelector('button')?.focus();
    };
    element.addEventListener('pointerenter', onEnter);
    element.addEventListener('pointerleave', onLeave);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('pointerenter', onEnter);
      element.removeEventListener('pointerleave', onLeave);
      element.removeEventListener('keydown', onKeyDown);
    };
  }, [schedule]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const entries = [{ name: catalog.allCategories, slug: '' }, ...categories];
  const hrefOf = ({ slug }: CategoryLink) =>
    listingPath(new URLSearchParams(), { search }, slug === '' ? HOME_PATH : categoryPath(slug));
  // A category page is prerendered at '/categoria/casa/' (React Router's prerender paths end with '/')
  // and opened at '/categoria/casa': both must mark the same entry, or hydration keeps the wrong one.
  const openPath = pathname.replace(/(.)\/+$/, '$1');
  const active = categories.find((entry) => categoryPath(entry.slug) === openPath)?.name ?? activeFilter;

  return (
    <div ref={container} className="relative">
      <button
        type="button"
        // The loader may have changed these two attributes before hydration (see above).
        suppressHydrationWarning
        aria-expanded={open}
        aria-controls={menuId}
        className="inline-flex items-center gap-1 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100"
        onClick={() => {
          clearTimeout(timer.current);
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          setOpen(keepOpen || !open);
        }}
      >
        Categorias
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {/* 15rem: opened from where the button sits, it still fits a 320 px screen. */}
      <ul
        ref={list}
        id={menuId}
        suppressHydrationWarning
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 max-h-80 w-60 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {entries.map((entry) => (
          <li key={entry.name}>
            <Link
              to={hrefOf(entry)}
              aria-current={entry.name === active ? 'page' : undefined}
              preventScrollReset
              onClick={() => setOpen(false)}
              className={cn(
                'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
                entry.name === active && 'bg-brand-50 font-semibold text-brand-700',
              )}
            >
              {entry.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
