import type { DetailMappingContext } from '@/wordpress/mapping/map-post-to-product-detail';
import { mapPostToProductDetail } from '@/wordpress/mapping/map-post-to-product-detail';
import { mapPostToProduct } from '@/wordpress/mapping/map-post-to-product';
import type { Product } from '@/wordpress/types';
import { fetchMissingFeaturedImage } from '@/wordpress/queries/featured-image';
import type { WpPost } from '@/wordpress/schemas';

/**
 * The product page's mapping: the card (with its image) plus the content as structure. The HTML
 * parser is fetched here, on demand and alongside the card's media request, so it never weighs on
 * the first download of any page.
 */
export async function mapPostDetailWithImage(
  baseUrl: string,
  post: WpPost,
  now: Date,
  signal?: AbortSignal,
  knownPosts?: DetailMappingContext['knownPosts'],
): Promise<Product> {
  const [{ parsePostContent }, mediaUrl] = await Promise.all([
    import('@/wordpress/content/parse-post-content'),
    fetchMissingFeaturedImage(baseUrl, post, signal),
  ]);
  const card = mapPostToProduct(post, { now, mediaUrl });
  return mapPostToProductDetail(post, card, { parseContent: parsePostContent, knownPosts });
}
