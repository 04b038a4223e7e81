import { queryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import { mapCategory } from '@/wordpress/mapping/map-category';
import type { Category } from '@/wordpress/types';
import { productKeys } from '@/wordpress/query-keys';
import { getWordPressJson } from '@/wordpress/client';
import { categoriesUrl } from '@/wordpress/endpoints';
import { parseEach, wpCategorySchema } from '@/wordpress/schemas';

/** GET {base}/categories?per_page=100 (spec section 7). */
async function fetchCategories(baseUrl: string, signal?: AbortSignal): Promise<Category[]> {
  const url = categoriesUrl(baseUrl, catalog.categoriesPerPage);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpCategorySchema, body, url).map(mapCategory);
}

export function categoriesQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.categories(baseUrl),
    queryFn: ({ signal }) => fetchCategories(baseUrl, signal),
  });
}
