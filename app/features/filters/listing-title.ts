import { catalog } from '@/config/site';

/** The listing's heading; the early results of a shared search link (app/early-search.ts) write the same. */
export const LISTING_TITLE_CLASS = 'text-2xl font-extrabold text-slate-900';

export function listingTitle(search: string, category: string): string {
  if (search.trim() !== '') return `Resultados para “${search.trim()}”`;
  return category === catalog.allCategories ? 'Produtos em destaque' : category;
}
