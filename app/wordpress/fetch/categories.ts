import { catalog } from '@/config/site';
import { getWordPressJson } from '../client';
import { categoriesUrl } from '../endpoints';
import { mapCategory } from '../mapping/map-category';
import { parseEach, wpCategorySchema } from '../schemas';
import type { Category } from '../types';

/** GET {base}/categories?per_page=100 (spec section 7). */
export async function fetchCategories(baseUrl: string, signal?: AbortSignal): Promise<Category[]> {
  const url = categoriesUrl(baseUrl, catalog.categoriesPerPage);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpCategorySchema, body, url).map(mapCategory);
}
