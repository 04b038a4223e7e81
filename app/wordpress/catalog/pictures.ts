// The pictures the build takes in (site-builder/pictures/), as the gateway knows them: the builder
// writes them, the catalog's mapping and the loaders read them, the app draws them
// (wordpress/site-picture.ts, wordpress/mapping/site-pictures.ts). Types and no code: the app's
// bundle gets nothing of the build from here.

/**
 * A picture the build took in from WordPress: its copies on the site's own host, in AVIF and WebP,
 * one per width. Pages that have one never ask WordPress for that picture.
 */
export interface SitePicture {
  /** The WordPress address it was made from: a refresh that maps the same address keeps this picture. */
  source: string;
  /** The content-hashed name of its copies (config/paths.ts, picturePath). */
  name: string;
  /** Widths of its copies, narrowest first; the last is the widest. */
  widths: number[];
  /** Width and height of the widest copy: the picture's shape. */
  width: number;
  height: number;
}

/** How a picture is shown: a product's (cut to the 4:3 box, with a JPEG for link previews) or the content's own. */
export type PictureKind = 'product' | 'content';

/** The build's copies of the picture at WordPress's address `source`, shown as `kind`; undefined without them. */
export type PictureLookup = (source: string, kind: PictureKind) => SitePicture | undefined;
