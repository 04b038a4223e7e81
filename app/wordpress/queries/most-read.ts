import { queryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import type { Product } from '@/wordpress/types';
import { productKeys } from '@/wordpress/query-keys';
import { listedProducts } from '@/wordpress/queries/listed-products';
import { getWordPressJson, WordPressError } from '@/wordpress/client';
import { popularUrl, postsByIdsUrl } from '@/wordpress/endpoints';
import { parseEach, wpPopularSchema } from '@/wordpress/schemas';

/** The ids of the most viewed posts of the last 30 days, most viewed first; null without the plugin. */
export async function fetchMostReadIds(baseUrl: string, signal?: AbortSignal): Promise<number[] | null> {
  const url = popularUrl(baseUrl, catalog.mostReadDays, catalog.mostReadCount);
  try {
    const { body } = await getWordPressJson(url, { signal });
    return parseEach(wpPopularSchema, body, url).map((entry) => entry.id);
  } catch (error) {
    // A WordPress without the companion plugin has no such route: 'Mais Lidas' keeps the spec's list.
    if (error instanceof WordPressError && error.kind === 'missing') return null;
    throw error;
  }
}

/**
 * 'Mais Lidas' from real reading: the most viewed products of the last 30 days, in that order
 * (GET {plugin}/popular, then GET {base}/posts?include=…); null without the plugin.
 */
async function fetchMostRead(baseUrl: string, signal?: AbortSignal): Promise<Product[] | null> {
  const ids = await fetchMostReadIds(baseUrl, signal);
  if (ids === null) return null;
  if (ids.length === 0) return [];
  const url = postsByIdsUrl(baseUrl, ids);
  const { body } = await getWordPressJson(url, { signal });
  const products = await listedProducts(baseUrl, body, url, signal);
  return ids.flatMap((id) => products.filter((product) => product.id === String(id)));
}

export function mostReadQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.mostRead(baseUrl),
    queryFn: ({ signal }) => fetchMostRead(baseUrl, signal),
  });
}
