import * as v from 'valibot';

import { isHttpUrl } from '../../lib/wordpress-url';

import { needsMediaRequest } from '../mapping/map-post-to-product';
import { getWordPressJson, WordPressError } from '../client';
import { mediaUrl } from '../endpoints';
import { wpMediaSchema, type WpPost } from '../schemas';

/**
 * The featured image address of a post whose embedded data lacks it (GET {base}/media/{id});
 * undefined when the post needs no request. A failed media request is not a failed product: the
 * card shows the placeholder image instead (spec section 8), so it yields null.
 */
export async function fetchMissingFeaturedImage(
  baseUrl: string,
  post: WpPost,
  signal?: AbortSignal,
): Promise<string | null | undefined> {
  if (!needsMediaRequest(post)) return undefined;
  const url = mediaUrl(baseUrl, post.featured_media);
  try {
    const { body } = await getWordPressJson(url, { signal });
    const parsed = v.safeParse(wpMediaSchema, body);
    const source = parsed.success ? parsed.output.source_url : undefined;
    if (source !== undefined && isHttpUrl(source)) return source;
    console.warn(`WordPress media ${post.featured_media} has no usable source_url`);
    return null;
  } catch (error) {
    if (!(error instanceof WordPressError)) throw error;
    return null;
  }
}
