import { contentText } from '../content/content-text';
import type { ContentNode } from '../content/content-types';
import { indexPermalinks, type LinkContext } from '../content/content-urls';
import { isHttpUrl } from '../../lib/wordpress-url';

import type { WpPost } from '../schemas';
import type { Product } from '../types';
import { readingTime } from './product-rules';

export interface DetailMappingContext {
  /**
   * parsePostContent, which the caller loads on demand (`import()`): the HTML parser then stays out
   * of every page's first download, the home page's included.
   */
  parseContent: (html: string, links: LinkContext) => ContentNode[];
  /** Other posts of the same WordPress (permalink -> id): links to them open their product page. */
  knownPosts?: ReadonlyMap<string, string>;
}

/**
 * The product page's Product: the card's fields (`card`, from mapPostToProduct) plus the post's
 * content as structure and its reading time.
 */
export function mapPostToProductDetail(post: WpPost, card: Product, context: DetailMappingContext): Product {
  const postUrl = post.link !== undefined && isHttpUrl(post.link) ? post.link : undefined;
  const affiliateUrl = post.meta.affiliate_url;
  const content = context.parseContent(post.content.rendered, {
    postUrl,
    affiliateUrl: affiliateUrl !== undefined && isHttpUrl(affiliateUrl) ? affiliateUrl : undefined,
    knownPosts: withOwnPermalink(context.knownPosts, indexPermalinks([{ id: post.id, link: postUrl }])),
  });
  return { ...card, content, readTime: readingTime(contentText(content)) };
}

/**
 * The known posts plus the post's own permalink. The build's map already holds every post: it is
 * used as it is, instead of being copied for each of thousands of posts.
 */
function withOwnPermalink(
  known: ReadonlyMap<string, string> | undefined,
  own: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  if (known !== undefined && [...own].every(([permalink, id]) => known.get(permalink) === id)) return known;
  return new Map([...(known ?? []), ...own]);
}
