import { getWordPressJson, totalPagesOf } from '../client';
import { newerPostsUrl } from '../endpoints';
import { isProtectedPost, parseEach, wpPostSchema } from '../schemas';
import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { listedProducts } from './listed-products';

/** Without the build's index (another WordPress, a development server), at most this many pages of 100 posts. */
const MAX_PAGES_WITHOUT_INDEX = 5;

export interface NewerPost {
  product: Product;
  /** The post's content as WordPress rendered it. */
  html: string;
}

/**
 * Posts modified after the build (`modified_after`), newest first, with their content for the
 * search; every post (up to a cap) when `since` is null.
 */
export async function fetchNewerPosts(
  wordpress: LiveWordPress,
  since: number | null,
  signal?: AbortSignal,
): Promise<NewerPost[]> {
  const found: NewerPost[] = [];
  const lastPage = since === null ? MAX_PAGES_WITHOUT_INDEX : Infinity;
  for (let page = 1; page <= lastPage; page++) {
    const url = newerPostsUrl(wordpress.baseUrl, { page, since });
    const { body, headers } = await getWordPressJson(url, { signal });
    const html = new Map(
      parseEach(wpPostSchema, body, url)
        .filter((post) => !isProtectedPost(post))
        .map((post) => [String(post.id), post.content.rendered]),
    );
    const products = await listedProducts(wordpress, body, url, signal);
    found.push(...products.map((product) => ({ product, html: html.get(product.id) ?? '' })));
    if (page >= (totalPagesOf(headers) ?? page)) break;
  }
  return found;
}
