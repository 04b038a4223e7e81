import type { ReactElement } from 'react';

import type { SitePicture } from '@/wordpress/catalog/pictures';
import { pictureSrcSet } from '@/wordpress/site-picture';

/**
 * A picture the build took in, drawn by `children` (an `<img>` of its WebP copies, carrying the box,
 * loading and priority): its AVIF copies come first, for the browsers that read them.
 */
export function AvifSources({
  picture,
  sizes,
  children,
}: {
  picture: SitePicture;
  sizes: string | undefined;
  children: ReactElement;
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcSet(picture, 'avif')} sizes={sizes} />
      {children}
    </picture>
  );
}
