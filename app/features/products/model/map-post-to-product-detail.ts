import { contentText } from '@/features/content/content-text';
import { indexPermalinks } from '@/features/content/content-urls';
import { parsePostContent } from '@/features/content/parse-post-content';
import { isHttpUrl } from '@/lib/wordpress-url';

import type { WpPost } from '../api/wordpress-schemas';
import { mapPostToProduct, type MappingContext } from './map-post-to-product';
import type { Product } from './product';
import { readingTime } from './product-rules';

export interface DetailMappingContext extends MappingContext {
  /** Other posts of the same WordPress (permalink -> id): links to them open their product page. */
  knownPosts?: ReadonlyMap<string, string>;
}

/**
 * The product page's Product: the card fields plus the content as structure and its reading time.
 * Kept apart from mapPostToProduct so the HTML parser is loaded by product pages only.
 */
export function mapPostToProductDetail(post: WpPost, context: DetailMappingContext): Product {
  const product = mapPostToProduct(post, context);
  const postUrl = post.link !== undefined && isHttpUrl(post.link) ? post.link : undefined;
  const affiliateUrl = post.meta.affiliate_url;
  const content = parsePostContent(post.content.rendered, {
    postUrl,
    affiliateUrl: affiliateUrl !== undefined && isHttpUrl(affiliateUrl) ? affiliateUrl : undefined,
    knownPosts: new Map([...(context.knownPosts ?? []), ...indexPermalinks([{ id: post.id, link: postUrl }])]),
  });
  return {
    ...product,
    content,
    readTime: readingTime(contentText(content)),
  };
}
