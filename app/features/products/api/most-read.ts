import { queryOptions } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import { mapPostToProduct } from '../model/map-post-to-product';
import type { Product } from '../model/product';
import { productKeys } from '../query-keys';
import { fetchMissingFeaturedImage } from './featured-image';
import { getWordPressJson, WordPressError } from './wordpress-client';
import { popularUrl, postsByIdsUrl } from './wordpress-endpoints';
import { isProtectedPost, parseEach, wpPopularSchema, wpPostSchema } from './wordpress-schemas';

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
export async function fetchMostRead(baseUrl: string, signal?: AbortSignal): Promise<Product[] | null> {
  const ids = await fetchMostReadIds(baseUrl, signal);
  if (ids === null || ids.length === 0) return ids === null ? null : [];
  const url = postsByIdsUrl(baseUrl, ids);
  const { body } = await getWordPressJson(url, { signal });
  const posts = parseEach(wpPostSchema, body, url).filter((post) => !isProtectedPost(post));
  const now = new Date();
  const products = await Promise.all(
    posts.map(async (post) =>
      mapPostToProduct(post, { now, mediaUrl: await fetchMissingFeaturedImage(baseUrl, post, signal) }),
    ),
  );
  return ids.flatMap((id) => products.filter((product) => product.id === String(id)));
}

export function mostReadQueryOptions(baseUrl: string) {
  return queryOptions({
    queryKey: productKeys.mostRead(baseUrl),
    queryFn: ({ signal }) => fetchMostRead(baseUrl, signal),
  });
}
