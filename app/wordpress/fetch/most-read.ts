import { catalog } from '@/config/site';

import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { listedProducts } from './listed-products';
import { getWordPressJson, WordPressError } from '../client';
import { popularUrl, postsByIdsUrl } from '../endpoints';
import { parseEach, wpPopularSchema } from '../schemas';

/** The ids of the most viewed posts of the last 30 days, most viewed first; null without the plugin. */
async function fetchMostReadIds(baseUrl: string, signal?: AbortSignal): Promise<number[] | null> {
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
export async function fetchMostRead(wordpress: LiveWordPress, signal?: AbortSignal): Promise<Product[] | null> {
  const ids = await fetchMostReadIds(wordpress.baseUrl, signal);
  if (ids === null) return null;
  if (ids.length === 0) return [];
  const url = postsByIdsUrl(wordpress.baseUrl, ids);
  const { body } = await getWordPressJson(url, { signal });
  const products = await listedProducts(wordpress, body, url, signal);
  return ids.flatMap((id) => products.filter((product) => product.id === String(id)));
}
