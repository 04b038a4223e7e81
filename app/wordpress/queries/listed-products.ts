import { mapPostToProduct } from '@/wordpress/mapping/map-post-to-product';
import type { Product } from '@/wordpress/types';
import { fetchMissingFeaturedImage } from '@/wordpress/queries/featured-image';
import { isProtectedPost, parseEach, wpPostSchema } from '@/wordpress/schemas';

/**
 * The products of a WordPress post list (the listing, 'Mais Lidas'): validated, without
 * password-protected posts, each with its featured image (asked for when `_embed` lacks it).
 */
export async function listedProducts(
  baseUrl: string,
  body: unknown,
  url: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  const posts = parseEach(wpPostSchema, body, url).filter((post) => !isProtectedPost(post));
  const now = new Date();
  return Promise.all(
    posts.map(async (post) =>
      mapPostToProduct(post, { now, mediaUrl: await fetchMissingFeaturedImage(baseUrl, post, signal) }),
    ),
  );
}
