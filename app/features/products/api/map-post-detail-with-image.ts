import type { DetailMappingContext } from '../model/map-post-to-product-detail';
import { needsMediaRequest } from '../model/map-post-to-product';
import type { Product } from '../model/product';
import { getMediaUrl } from './get-media-url';
import type { WpPost } from './wordpress-schemas';

/**
 * The product page's mapping (content as structure), asking for the featured image only when
 * `_embed` did not carry it. The HTML parser is loaded here, on demand and alongside the media
 * request, so it never weighs on the first paint of any page.
 */
export async function mapPostDetailWithImage(
  baseUrl: string,
  post: WpPost,
  now: Date,
  signal?: AbortSignal,
  knownPosts?: DetailMappingContext['knownPosts'],
): Promise<Product> {
  const [{ mapPostToProductDetail }, mediaUrl] = await Promise.all([
    import('../model/map-post-to-product-detail'),
    needsMediaRequest(post) ? getMediaUrl(baseUrl, post.featured_media, signal) : undefined,
  ]);
  return mapPostToProductDetail(post, { now, mediaUrl, knownPosts });
}
