import { catalog } from '@/config/site';

import type { ProductPage } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { keepSitePictures } from '../mapping/site-pictures';
import { listedProducts } from './listed-products';
import { keptListIfUnchanged } from './post-versions';
import { getWordPressJson, totalPagesOf } from '../client';
import { postListUrl, postListVersionsUrl } from '../endpoints';

/**
 * One page of the listing (spec section 7: page n, 20 per page, optional category). The
 * page the visitor already has (`previous`) is kept when WordPress lists the same posts, none
 * modified since (a request for their versions only; see post-versions.ts).
 */
export async function fetchProductPage(
  wordpress: LiveWordPress,
  { page, categoryId }: { page: number; categoryId?: number },
  signal?: AbortSignal,
  previous?: ProductPage,
): Promise<ProductPage> {
  const query = { page, perPage: catalog.pageSize, categoryId };
  if (previous !== undefined) {
    const versionsUrl = postListVersionsUrl(wordpress.baseUrl, query);
    const kept = await keptListIfUnchanged(wordpress, versionsUrl, previous, signal);
    if (kept !== null) return { ...previous, products: kept };
  }
  const url = postListUrl(wordpress.baseUrl, query);
  const { body, headers } = await getWordPressJson(url, { signal });
  // The pictures the page shows from the build's copies stay so (mapping/site-pictures.ts).
  const products = keepSitePictures(await listedProducts(wordpress, body, url, signal), previous?.products ?? []);
  return { products, totalPages: totalPagesOf(headers) ?? page };
}
