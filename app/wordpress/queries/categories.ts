import { queryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';
import { getWordPressJson } from '../client';
import { categoriesUrl } from '../endpoints';
import { mapCategory } from '../mapping/map-category';
import { wordpressKeys } from '../query-keys';
import { parseEach, wpCategorySchema } from '../schemas';
import type { Category } from '../types';
import type { LiveWordPress } from '../wordpress-context';

/** GET {base}/categories?per_page=100 (spec section 7). */
async function fetchCategories(baseUrl: string, signal?: AbortSignal): Promise<Category[]> {
  const url = categoriesUrl(baseUrl, catalog.categoriesPerPage);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpCategorySchema, body, url).map(mapCategory);
}

export function categoriesQuery({ baseUrl }: LiveWordPress) {
  return queryOptions({
    queryKey: wordpressKeys.categories(baseUrl),
    queryFn: ({ signal }) => fetchCategories(baseUrl, signal),
  });
}
