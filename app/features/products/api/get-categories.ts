import { catalog } from '@/config/site';

import { fetchWordPressJson } from './fetch-wordpress-json';
import { parseEach, wpCategorySchema, type WpCategory } from './wordpress-schemas';

export interface CategoriesResult {
  categories: WpCategory[];
  /** WordPress could not be reached or answered with something unusable. */
  failed: boolean;
}

/** GET {base}/categories?per_page=100 (spec section 7); an empty list when it fails. */
export async function getCategories(baseUrl: string, signal?: AbortSignal): Promise<CategoriesResult> {
  const url = `${baseUrl}/categories?per_page=${catalog.categoriesPerPage}`;
  const outcome = await fetchWordPressJson(url, signal);
  if (outcome.kind !== 'ok') return { categories: [], failed: outcome.kind === 'failed' };
  const categories = parseEach(wpCategorySchema, outcome.body, url);
  return { categories: categories ?? [], failed: categories === null };
}
