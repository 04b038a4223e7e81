import * as v from 'valibot';

import { knownPostsIn } from '../content/content-urls';

import { picturesOf, withSitePictures } from '../mapping/site-pictures';
import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { mapPostDetailWithImage } from './map-post-detail-with-image';
import { asMissing, keptProductIfUnchanged } from './post-versions';
import { getWordPressJson, WordPressError } from '../client';
import { postUrl, postVersionUrl } from '../endpoints';
import { isProtectedPost, wpPostSchema } from '../schemas';

/**
 * One post as a product (GET {base}/posts/{id}?_embed). A post a visitor may not read is `missing`
 * like an absent one: drafts and private posts answer 401/403, password-protected posts come
 * without their text. A product the page already has is kept when WordPress has not modified the
 * post since (a request for its version only; see post-versions.ts).
 */
export async function fetchProduct(
  wordpress: LiveWordPress,
  id: string,
  signal?: AbortSignal,
  /** The product on screen, whose links to other posts of ours stay on this site (the build knew every post). */
  previous?: Product,
): Promise<Product> {
  const url = postUrl(wordpress.baseUrl, id);
  if (!/^\d+$/.test(id)) throw new WordPressError('missing', url, 'not a post id');
  if (previous?.version !== undefined) {
    const kept = await keptProductIfUnchanged(wordpress, postVersionUrl(wordpress.baseUrl, id), previous, signal);
    if (kept !== null) return kept;
  }
  const { body } = await getWordPressJson(url, { signal }).catch((error: unknown) => {
    throw asMissing(error, url);
  });
  const parsed = v.safeParse(wpPostSchema, body);
  if (!parsed.success) throw new WordPressError('shape', url, 'the answer is not a post');
  if (isProtectedPost(parsed.output)) throw new WordPressError('missing', url, 'password-protected');
  const product = await mapPostDetailWithImage(
    wordpress,
    parsed.output,
    new Date(),
    signal,
    knownPostsIn(previous?.content),
  );
  // The pictures the page shows from the build's copies stay so (mapping/site-pictures.ts).
  return withSitePictures(product, picturesOf([previous]));
}
