import { preload } from 'react-dom';

import { cn } from '@/lib/cn';
import { HELD_IMAGE_ATTRIBUTE } from '@/config/page-markers';

import { imageSource, imageSourceSet } from '@/wordpress/image-source';
import { AvifSources } from '@/components/ui/avif-sources';
import { pictureSrcSet } from '@/wordpress/site-picture';
import type { Product } from '@/wordpress/types';

/** Width over height of the box every product image is shown in. */
const BOX_ASPECT_RATIO = 4 / 3;

/** The box's width under a media condition (the last one without), as `sizes` writes them. */
export interface BoxWidth {
  media?: string;
  width: string;
}

interface ProductImageProps {
  id?: string;
  product: Pick<Product, 'image' | 'picture' | 'imageSrcSet' | 'imageAspectRatio'>;
  alt: string;
  /** The box's width on each screen, so the browser picks the smallest sufficient candidate. */
  boxWidths: readonly BoxWidth[];
  priority?: boolean;
  className?: string;
}

/**
 * Product image in a box of fixed aspect ratio, so nothing moves while it loads (or while a lazy
 * one waits for the page's first image, hidden in its box). A priority image (the page's largest
 * paint) is preloaded (with the same srcset and sizes, so the preload is the file the image shows)
 * and fetched at high priority; the others are lazy, so nothing preloads them too. A picture the
 * build took in is a `<picture>` of its copies on this site, AVIF first and WebP for the browsers
 * without it; React preloads no image inside a `<picture>`, so its AVIF candidates are preloaded
 * here (a browser without AVIF skips a preload of that type).
 */
export function ProductImage({ id, product, alt, boxWidths, priority = false, className }: ProductImageProps) {
  const { picture, imageSrcSet } = product;
  // The build's copies are cut to the box: drawn at its width.
  const sizes =
    picture !== undefined || imageSrcSet !== undefined
      ? imageSizes(boxWidths, picture === undefined ? product.imageAspectRatio : undefined)
      : undefined;
  const image = (
    <img
      src={imageSource(product.image)}
      srcSet={picture === undefined ? imageSourceSet(imageSrcSet) : pictureSrcSet(picture, 'webp')}
      sizes={sizes}
      alt={alt}
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className="size-full object-cover"
      {...{ [HELD_IMAGE_ATTRIBUTE]: priority ? undefined : '' }}
    />
  );
  // React preloads no image inside a <picture>: its AVIF copies are preloaded here (a browser without
  // AVIF skips a preload of that type).
  if (priority && picture !== undefined) {
    preload(imageSource(product.image), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: pictureSrcSet(picture, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <div id={id} className={cn('aspect-[4/3] w-full overflow-hidden bg-slate-100', className)}>
      {picture === undefined ? (
        image
      ) : (
        <AvifSources picture={picture} sizes={sizes}>
          {image}
        </AvifSources>
      )}
    </div>
  );
}

/**
 * `sizes` is the width the image is drawn at, not the box's: the box covers itself with the picture
 * (object-cover), so a picture wider than 4:3 (a 3:2 upload without the plugin's crops) is drawn
 * wider than its box by the ratio of the two shapes, its sides cut off. A taller one is drawn at the
 * box's width.
 */
export function imageSizes(boxWidths: readonly BoxWidth[], aspectRatio: number | undefined): string {
  const scale = aspectRatio === undefined ? 1 : Math.max(1, aspectRatio / BOX_ASPECT_RATIO);
  // Three decimals: WordPress's pixel rounding (1024×683) must not make two sizes of one shape differ.
  const factor = Math.round(scale * 1000) / 1000;
  return boxWidths
    .map(({ media, width }) => {
      const drawn = factor === 1 ? width : `calc(${/^calc\(.*\)$/.test(width) ? width.slice(4) : width} * ${factor})`;
      return media === undefined ? drawn : `${media} ${drawn}`;
    })
    .join(', ');
}
