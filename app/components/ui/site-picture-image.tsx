import type { ImgHTMLAttributes } from 'react';

import type { SitePicture } from '@/wordpress/catalog/pictures';
import { pictureSrcSet } from '@/wordpress/site-picture';

interface SitePictureImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'srcSet' | 'sizes' | 'alt'> {
  picture: SitePicture;
  alt: string;
  /** The width the image is drawn at on each screen, so the browser picks the smallest sufficient copy. */
  sizes: string;
}

/**
 * A picture the build took in, from its copies on this site: AVIF for the browsers that read it,
 * WebP for the others. The `<img>` carries everything else (box, loading, priority, alt).
 */
export function SitePictureImage({ picture, sizes, alt, ...image }: SitePictureImageProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(picture, 'avif')} sizes={sizes} />
      <img {...image} alt={alt} srcSet={pictureSrcSet(picture, 'webp')} sizes={sizes} />
    </picture>
  );
}
