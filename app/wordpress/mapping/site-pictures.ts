import { PLACEHOLDER_IMAGE } from '@/config/site';

import type { ContentImage, ContentNode } from '../content/content-types';
import type { PictureKind, PictureLookup, SitePicture } from '../catalog/pictures';
import { picturePath, sharePicturePath } from '../../config/paths';
import type { Product } from '../types';

// Where a product's pictures come from: the build's copies on this site when it took them in
// (site-builder/pictures/), else WordPress's addresses. The build maps its catalog with the pictures
// it took in; the browser's refresh of a product keeps the copies the page already had of every
// picture WordPress still gives at the same address, so the page never goes back to asking
// WordPress for them (nor moves). Pictures newer than the build stay WordPress's, with the companion
// plugin's WebP sizes (docs/decisions/017-pictures-through-the-build.md).

/** No picture taken in: every picture at WordPress's address. */
export const NO_PICTURES: PictureLookup = () => undefined;

/** The product with the build's copies of its picture and of its content's pictures, where `lookup` has them. */
export function withSitePictures(product: Product, lookup: PictureLookup): Product {
  const picture = product.image === PLACEHOLDER_IMAGE ? undefined : lookup(product.image, 'product');
  let result = product;
  if (picture !== undefined) {
    // WordPress's sizes go: the copies are cut to the box's 4:3.
    result = { ...product, image: sharePicturePath(picture.name), picture };
    delete result.imageSrcSet;
    delete result.imageAspectRatio;
  }
  return product.content === undefined ? result : { ...result, content: contentWithPictures(product.content, lookup) };
}

function contentWithPictures(nodes: readonly ContentNode[], lookup: PictureLookup): ContentNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    switch (node.type) {
      case 'image':
        return imageWithPicture(node, lookup);
      case 'element':
      case 'link':
        return { ...node, children: contentWithPictures(node.children, lookup) };
      case 'gallery':
        return { ...node, items: contentWithPictures(node.items, lookup) };
      default:
        return node;
    }
  });
}

/**
 * A content image with the build's copies: its own box (the post's width and height, the picture's
 * shape for what the post left out), so nothing moves while it loads.
 */
function imageWithPicture(image: ContentImage, lookup: PictureLookup): ContentImage {
  const picture = image.picture === undefined ? lookup(image.src, 'content') : undefined;
  if (picture === undefined) return image;
  const { width, height } = image;
  const box =
    width !== undefined && height !== undefined
      ? { width, height }
      : width !== undefined
        ? { width, height: Math.round((width * picture.height) / picture.width) }
        : height !== undefined
          ? { width: Math.round((height * picture.width) / picture.height), height }
          : { width: picture.width, height: picture.height };
  const result: ContentImage = { ...image, ...box, src: picturePath(picture.name, picture.width, 'webp'), picture };
  // The site's own candidates and sizes replace WordPress's (post-content.tsx).
  delete result.srcSet;
  delete result.sizes;
  return result;
}

/** The pictures the build took in that `products` show (a page's products before a refresh), by their WordPress address. */
export function picturesOf(products: readonly (Product | undefined)[]): PictureLookup {
  const found = new Map<string, SitePicture>();
  const key = (source: string, kind: PictureKind) => `${kind} ${source}`;
  const visit = (nodes: readonly ContentNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.type === 'image' && node.picture !== undefined)
        found.set(key(node.picture.source, 'content'), node.picture);
      else if (node.type === 'element' || node.type === 'link') visit(node.children);
      else if (node.type === 'gallery') visit(node.items);
    }
  };
  for (const product of products) {
    if (product?.picture !== undefined) found.set(key(product.picture.source, 'product'), product.picture);
    if (product?.content !== undefined) visit(product.content);
  }
  return (source, kind) => found.get(key(source, kind));
}

/**
 * Products refreshed from WordPress, keeping the build's copies of the pictures `previous` showed
 * wherever WordPress still gives the same address.
 */
export function keepSitePictures(fresh: readonly Product[], previous: readonly (Product | undefined)[]): Product[] {
  const lookup = picturesOf(previous);
  return fresh.map((product) => withSitePictures(product, lookup));
}
