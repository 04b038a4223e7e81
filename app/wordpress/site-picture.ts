import { picturePath, type PictureFormat } from '../config/paths';
import type { SitePicture } from './catalog/pictures';

/** Width-described candidates of a picture's copies in `format`, for `srcset`. */
export function pictureSrcSet({ name, widths }: SitePicture, format: PictureFormat): string {
  return widths.map((width) => `${picturePath(name, width, format)} ${width}w`).join(', ');
}
