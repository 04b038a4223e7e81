import { decodeEntities } from './decode-entities';

const ELLIPSIS_ENTITY = /&hellip;|&#8230;|&#x2026;/gi;
const INVISIBLE_ELEMENTS = /<(script|style|template|noscript|iframe)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const BLOCK_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|table|pre|hr)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;

/**
 * Turns the WordPress HTML of a title, excerpt or category name into one line of plain text: the
 * markup is dropped (scripts and styles with their contents), block boundaries become spaces, and
 * entities are decoded last so that an escaped `&lt;script&gt;` stays visible text instead of
 * becoming markup. (Post content is parsed into structure instead: features/content.)
 */
export function htmlToInlineText(html: string): string {
  const withoutMarkup = html
    .replace(INVISIBLE_ELEMENTS, '')
    .replace(COMMENTS, '')
    .replace(BLOCK_TAGS, ' ')
    .replace(ANY_TAG, '')
    .replace(ELLIPSIS_ENTITY, '...');
  return decodeEntities(withoutMarkup).replace(/\s+/g, ' ').trim();
}
