import type { SitePicture } from '../catalog/pictures';

/**
 * A post's content as the site keeps it: a tree of allowed nodes, never HTML. It is plain data
 * (strings, numbers, booleans), so the build can store it in a page's data file and the browser can
 * render it exactly as the build did.
 */
export type ContentNode =
  | string
  | ContentElement
  | ContentBreak
  | ContentImage
  | ContentLink
  | ContentVideoEmbed
  | ContentLinkCard
  | ContentMedia
  | ContentGallery;

/** Paragraphs and the headings a post may use (its title is the page's h1). */
export const TEXT_BLOCK_TAGS = ['p', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Flow elements: they hold other blocks and may not sit inside a paragraph, heading or link. */
export const FLOW_TAGS = [
  ...TEXT_BLOCK_TAGS,
  'blockquote',
  'pre',
  'address',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

export const INLINE_TAGS = [
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'mark',
  'sub',
  'sup',
  'small',
  'code',
  'kbd',
  'var',
  'q',
  'cite',
  'abbr',
  'del',
  'ins',
] as const;

export type FlowTag = (typeof FLOW_TAGS)[number];
export type InlineTag = (typeof INLINE_TAGS)[number];
export type ElementTag = FlowTag | InlineTag;

export interface ContentElement {
  type: 'element';
  tag: ElementTag;
  children: ContentNode[];
  /** Prefixed (see CONTENT_ID_PREFIX), so content can never take over an id of the page. */
  id?: string;
  /** `ol` */
  start?: number;
  reversed?: boolean;
  /** `th`, `td` */
  colSpan?: number;
  rowSpan?: number;
  scope?: 'row' | 'col' | 'rowgroup' | 'colgroup';
  /** `abbr` */
  title?: string;
}

/** `br`, `hr`; a `<!--nextpage-->` page break becomes an `hr`. */
export interface ContentBreak {
  type: 'break';
  tag: 'br' | 'hr';
}

export interface ContentImage {
  type: 'image';
  /** Always http(s), or the build's copy on this site when it took the picture in (`picture`). */
  src: string;
  /** The build's copies of the picture on this site; `srcSet` and `sizes` are then the site's own. */
  picture?: SitePicture;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
  alt: string;
}

/**
 * `internal`: a page of this site (`/product/{id}`), an in-page `#` target or the post's own
 * WordPress; `external`: another host; `sponsored`: the host of the post's affiliate link.
 */
export type LinkRelation = 'internal' | 'external' | 'sponsored';

export interface ContentLink {
  type: 'link';
  /** http(s), mailto:, `#fragment` or `/product/{id}`. */
  href: string;
  relation: LinkRelation;
  /** A WordPress button block: drawn as a button. */
  button?: boolean;
  /** Accessible name when the link shows nothing readable (an image without alt text). */
  label?: string;
  /** For a `/product/{id}` link resolved from a post's permalink: that permalink. */
  permalink?: string;
  children: ContentNode[];
}

/** YouTube or Vimeo: nothing of the provider loads until the visitor asks for the video. */
export interface ContentVideoEmbed {
  type: 'video-embed';
  provider: 'youtube' | 'vimeo';
  videoId: string;
  /** Vimeo's hash of an unlisted video. */
  hash?: string;
  title?: string;
}

/** Any other embed (tweets, WordPress posts, maps...): a plain link to the original. */
export interface ContentLinkCard {
  type: 'link-card';
  href: string;
  relation: LinkRelation;
  permalink?: string;
  title: string;
  host: string;
}

export interface ContentMedia {
  type: 'media';
  kind: 'audio' | 'video';
  /** Always http(s). */
  sources: { src: string; type?: string }[];
  poster?: string;
  width?: number;
  height?: number;
}

/** A gallery: its items (figures, images, linked images) as a grid list. */
export interface ContentGallery {
  type: 'gallery';
  items: ContentNode[];
}

export const CONTENT_ID_PREFIX = 'conteudo-';
