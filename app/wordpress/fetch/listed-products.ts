import { mapPostToProduct } from '../mapping/map-post-to-product';
import { isProtectedPost, parseEach, wpPostSchema } from '../schemas';
import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';

import { fetchMissingFeaturedImage } from './featured-image';

/**
 * The products of a WordPress post list (the listing, 'Mais Lidas'): validated, without
 * password-protected posts, each with its featured image (asked for when `_embed` lacks it).
 */
export async function listedProducts(
  { baseUrl, priceFreshDays }: LiveWordPress,
  body: unknown,
  url: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  const posts = parseEach(wpPostSchema, body, url).filter((post) => !isProtectedPost(post));
  const now = new Date();
  return Promise.all(
    posts.map(async (post) =>
      mapPostToProduct(post, {
        now,
        priceFreshDays,
        mediaUrl: await fetchMissingFeaturedImage(baseUrl, post, signal),
      }),
    ),
  );
}
