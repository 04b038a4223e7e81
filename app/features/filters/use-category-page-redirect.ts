import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { categoryPath, listingPath } from '@/config/paths';
import { catalog } from '@/config/site';
import type { CategoryLink } from '@/wordpress/types';

import { useCatalogFilters } from './use-catalog-filters';

/**
 * `/?categoria=Casa`, the address of a category's list before the category pages existed (shared
 * links, old posts): the list is now the category's page, which takes its place in the history as
 * soon as the app runs (the rest of the address, `?q=` included, kept). The visitor, a re-share and
 * a search engine then get that page's own address, title, breadcrumb and canonical; the home's
 * head never names a second canonical. A category without a page (none by that name, or none known
 * once the categories have loaded or failed) keeps the home's filtered list.
 * True while the home waits for that: its list must not show meanwhile.
 */
export function useCategoryPageRedirect(links: readonly CategoryLink[], settled: boolean): boolean {
  const { category } = useCatalogFilters();
  const { search } = useLocation();
  const navigate = useNavigate();
  const filtered = category !== catalog.allCategories;
  const slug = filtered ? links.find((link) => link.name === category)?.slug : undefined;

  useEffect(() => {
    if (slug === undefined) return;
    const rest = listingPath(new URLSearchParams(search), { category: catalog.allCategories }, categoryPath(slug));
    void navigate(rest, { replace: true, preventScrollReset: true });
  }, [navigate, search, slug]);

  return filtered && (slug !== undefined || !settled);
}
