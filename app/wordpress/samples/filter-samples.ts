import { catalog } from '../../config/site';

import type { Product } from '../types';
import { SAMPLE_PRODUCTS } from './sample-products';

export interface CatalogFilters {
  search: string;
  category: string;
}

/** The local equivalent of the WordPress query for sample products (spec section 4). */
export function filterSampleProducts({ search, category }: CatalogFilters): Product[] {
  const term = normalizeForSearch(search.trim());
  return SAMPLE_PRODUCTS.filter(
    (product) =>
      (category === catalog.allCategories || product.category === category) &&
      (term === '' || normalizeForSearch(`${product.title} ${product.description}`).includes(term)),
  );
}

/** Case- and accent-insensitive, so "cafe" finds "café" as a Portuguese reader expects. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
