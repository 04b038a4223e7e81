import type { QueryClient } from '@tanstack/react-query';

import { catalog } from '@/config/site';

import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { keepSitePictures } from '../mapping/site-pictures';
import { listedProducts } from './listed-products';
import { keptListIfUnchanged } from './post-versions';
import { getWordPressJson } from '../client';
import { companionPluginAnswers } from '../companion-plugin';
import { postsByIdsUrl, postVersionsByIdsUrl } from '../endpoints';
import { popularUrl } from '../plugin-endpoints';
import { parseEach, wpPopularSchema } from '../schemas';

/** The ids of the most viewed posts of the last 30 days, most viewed first. */
async function fetchMostReadIds(baseUrl: string, signal?: AbortSignal): Promise<number[]> {
  const url = popularUrl(baseUrl, catalog.mostReadDays, catalog.mostReadCount);
  const { body } = await getWordPressJson(url, { signal });
  return parseEach(wpPopularSchema, body, url).map((entry) => entry.id);
}

/**
 * 'Mais Lidas' from real reading: the most viewed products of the last 30 days, in that order
 * (GET {plugin}/popular, then GET {base}/posts?include=…); null without the plugin. The list the
 * visitor already has (`previous`) is kept when the ranking is the same and none of its posts was
 * modified since (see post-versions.ts).
 */
export async function fetchMostRead(
  wordpress: LiveWordPress,
  client: QueryClient,
  signal?: AbortSignal,
  previous?: Product[] | null,
): Promise<Product[] | null> {
  if (!(await companionPluginAnswers(client, wordpress))) return null;
  const ids = await fetchMostReadIds(wordpress.baseUrl, signal);
  if (ids.length === 0) return [];
  if (previous && previous.length === ids.length && previous.every((product, at) => product.id === String(ids[at]))) {
    const versionsUrl = postVersionsByIdsUrl(wordpress.baseUrl, ids);
    const kept = await keptListIfUnchanged(wordpress, versionsUrl, { products: previous }, signal);
    if (kept !== null) return kept;
  }
  const url = postsByIdsUrl(wordpress.baseUrl, ids);
  const { body } = await getWordPressJson(url, { signal });
  const products = keepSitePictures(await listedProducts(wordpress, body, url, signal), previous ?? []);
  return ids.flatMap((id) => products.filter((product) => product.id === String(id)));
}
