import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { site, type SitePageHref } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

interface SiteHeaderProps {
  search: ReactNode;
  categoryMenu: ReactNode;
  pageHref: SitePageHref;
}

const navLinkClasses =
  'block rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100';

/** Sticky bar with the logo and search, and the navigation row (spec section 2, shared header). */
export function SiteHeader({ search, categoryMenu, pageHref }: SiteHeaderProps) {
  // 'Sobre' and 'Contato' open their WordPress pages when there are some, else the footer's blocks.
  const aboutHref = pageHref('about') ?? '/#sobre';
  const contactHref = pageHref('contact') ?? '/#contato';
  const location = useLocation();
  // On the home, 'Mais Lidas' keeps the visitor's search and category: it only scrolls. Not while
  // hydrating: the prerendered link has no query, and React would not correct its href afterwards.
  const hydrated = useHydrated();
  const mostReadSearch = hydrated && location.pathname === HOME_PATH ? location.search : '';
  return (
    // data-sticky-header: the height a scroll to an anchor must clear (see useScrollToHash).
    <header data-sticky-header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* As tall as the search box (h-11, and the row's padding) from the start: a wide screen centres the logo in this row, and
          a paint between the logo's and the box's parsing would otherwise move the logo down. */}
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-3 md:min-h-17 md:flex-row md:items-center md:gap-6">
        <Link to={HOME_PATH} className="flex shrink-0 items-center gap-2 text-lg font-extrabold text-slate-900">
          <span className="flex size-9 items-center justify-center rounded-lg bg-brand-600 text-white">
            <ShoppingBag className="size-5" aria-hidden="true" />
          </span>
          {site.name}
        </Link>
        <div className="w-full md:max-w-md md:flex-1">{search}</div>
      </div>
      <nav aria-label="Principal" className="mx-auto max-w-7xl px-2">
        <ul className="flex flex-wrap items-center gap-x-1 pb-2">
          <li>
            <Link to={HOME_PATH} className={navLinkClasses}>
              Início
            </Link>
          </li>
          <li>{categoryMenu}</li>
          <li>
            <Link to={{ pathname: HOME_PATH, search: mostReadSearch, hash: 'mais-lidas' }} className={navLinkClasses}>
              Mais Lidas
            </Link>
          </li>
          <li>
            <Link to={aboutHref === '#' ? '/#sobre' : aboutHref} className={navLinkClasses}>
              Sobre
            </Link>
          </li>
          <li>
            <Link to={contactHref === '#' ? '/#contato' : contactHref} className={navLinkClasses}>
              Contato
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
