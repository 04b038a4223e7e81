// Build-time only: which pictures of a post the pages show, the ones the build takes in
// (site-builder/pictures/): the featured image, and the content's own pictures (those uploaded to
// the post's WordPress, or beside its featured image). Pictures the content shows from other hosts
// stay where they are: they never depended on WordPress.
import { isHttpUrl } from '../../lib/wordpress-url';
import type { ContentNode } from '../content/content-types';
import { parsePostContent } from '../content/parse-post-content';
import { featuredImageSource } from '../mapping/map-post-to-product';
import type { PictureKind } from './pictures';
import type { CrawledPost } from './catalog';

/** A picture the build takes in: WordPress's address, and how the pages show it. */
export interface PictureRequest {
  source: string;
  kind: PictureKind;
}

/** The pictures of a stored post, as the mapping (derive.server.ts) shows them: each once. */
export function postPictures({ post, mediaUrl }: CrawledPost): PictureRequest[] {
  const featured = featuredImageSource(post, mediaUrl);
  const postUrl = post.link !== undefined && isHttpUrl(post.link) ? post.link : undefined;
  const ownHosts = new Set([postUrl, featured].flatMap((url) => (url === undefined ? [] : [new URL(url).host])));
  const content = [...new Set(contentImages(parsePostContent(post.content.rendered, { postUrl })))].filter((src) =>
    ownHosts.has(new URL(src).host),
  );
  return [
    ...(featured === undefined ? [] : [{ source: featured, kind: 'product' as const }]),
    ...content.map((source) => ({ source, kind: 'content' as const })),
  ];
}

function contentImages(nodes: readonly ContentNode[]): string[] {
  return nodes.flatMap((node) => {
    if (typeof node === 'string') return [];
    switch (node.type) {
      case 'image':
        return [node.src];
      case 'element':
      case 'link':
        return contentImages(node.children);
      case 'gallery':
        return contentImages(node.items);
      default:
        return [];
    }
  });
}
