import { mapPostToProduct } from '../mapping/map-post-to-product';
import { mapPostToProductDetail, type DetailMappingContext } from '../mapping/map-post-to-product-detail';
import type { WpPost } from '../schemas';
import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';

import { fetchMissingFeaturedImage } from './featured-image';

/**
 * The product page's mapping: the card (with its image) plus the content as structure. The HTML
 * parser is fetched here, on demand and alongside the card's media request, so it never weighs on
 * the first download of any page.
 */
export async function mapPostDetailWithImage(
  { baseUrl, priceFreshDays }: LiveWordPress,
  post: WpPost,
  now: Date,
  signal?: AbortSignal,
  knownPosts?: DetailMappingContext['knownPosts'],
): Promise<Product> {
  const [{ parsePostContent }, mediaUrl] = await Promise.all([
    import('../content/parse-post-content'),
    fetchMissingFeaturedImage(baseUrl, post, signal),
  ]);
  const card = mapPostToProduct(post, { now, mediaUrl, priceFreshDays });
  return mapPostToProductDetail(post, card, { parseContent: parsePostContent, knownPosts });
}
