import { catalog } from '@/config/site';

import { fetchWordPressJson } from './fetch-wordpress-json';
import { parseEach, wpCategorySchema, type WpCategory } from './wordpress-schemas';

/** GET {base}/categories?per_page=100 (spec section 7); an empty list when it fails. */
export async function getCategories(baseUrl: string, signal?: AbortSignal): Promise<WpCategory[]> {
  const outcome = await fetchWordPressJson(`${baseUrl}/categories?per_page=${catalog.categoriesPerPage}`, signal);
  return outcome.kind === 'ok' ? parseEach(wpCategorySchema, outcome.body) : [];
}
