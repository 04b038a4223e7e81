import { readEnv } from '../config/env';
import { picturePath, sharePicturePath, type PictureFormat } from '../config/paths';
import type { SitePicture } from './catalog/pictures';

// Where the copies of a picture the build took in are served: this site's `/pictures/`, or the
// bucket VITE_PICTURES_URL names.

/** A copy's address: on this site, or where VITE_PICTURES_URL says the build's pictures are served. */
function pictureAddress(path: string): string {
  const { picturesUrl } = readEnv();
  return picturesUrl === null ? path : `${picturesUrl}${path}`;
}

/** Width-described candidates of the picture's copies in `format`, for `srcset`. */
export function pictureSrcSet({ name, widths }: SitePicture, format: PictureFormat): string {
  return widths.map((width) => `${pictureAddress(picturePath(name, width, format))} ${width}w`).join(', ');
}

/** The widest WebP copy: an `<img>`'s own `src`. */
export function widestPictureCopy({ name, width }: SitePicture): string {
  return pictureAddress(picturePath(name, width, 'webp'));
}

/** The JPEG copy of a product picture, for link previews (WhatsApp and Facebook read no AVIF). */
export function sharePictureCopy({ name }: Pick<SitePicture, 'name'>): string {
  return pictureAddress(sharePicturePath(name));
}
