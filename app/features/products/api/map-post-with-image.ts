import { mapPostToProduct, needsMediaRequest } from '../model/map-post-to-product';
import type { Product } from '../model/product';
import { getMediaUrl } from './get-media-url';
import type { WpPost } from './wordpress-schemas';

/** Maps a post, asking for its featured image only when `_embed` did not carry it. */
export async function mapPostWithImage(
  baseUrl: string,
  post: WpPost,
  now: Date,
  signal?: AbortSignal,
): Promise<Product> {
  const mediaUrl = needsMediaRequest(post) ? await getMediaUrl(baseUrl, post.featured_media, signal) : undefined;
  return mapPostToProduct(post, { now, mediaUrl });
}
