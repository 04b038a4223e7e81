import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

import { catalog } from '@/config/site';
import { cn } from '@/lib/cn';

import { catalogHref, useCatalogFilters } from './use-catalog-filters';

const OPEN_DELAY_MS = 200;
const CLOSE_DELAY_MS = 150;

/**
 * 'Categorias' disclosure (WAI navigation disclosure pattern): 'Todos' plus one link per category.
 * Opens on click, or on hover after 200 ms; closes 150 ms after the pointer leaves, on Escape,
 * on a click outside and after a choice.
 */
export function CategoryMenu({ categories }: { categories: readonly string[] }) {
  const { category: active, currentQuery } = useCatalogFilters();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const schedule = (next: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), delay);
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const current = new URLSearchParams(currentQuery);
  const entries = [catalog.allCategories, ...categories];

  return (
    <div
      ref={container}
      className="relative"
      onPointerEnter={(event) => event.pointerType === 'mouse' && schedule(true, OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && schedule(false, CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          container.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((value) => !value);
        }}
      >
        Categorias
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 max-h-80 w-64 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {entries.map((name) => (
          <li key={name}>
            <Link
              to={catalogHref(current, { category: name })}
              aria-current={name === active ? 'page' : undefined}
              preventScrollReset
              onClick={() => setOpen(false)}
              className={cn(
                'block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100',
                name === active && 'bg-brand-50 font-semibold text-brand-700',
              )}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
