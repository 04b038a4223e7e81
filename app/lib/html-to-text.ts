import { decodeEntities } from './decode-entities';

const ELLIPSIS_ENTITY = /&hellip;|&#8230;|&#x2026;/gi;
const INVISIBLE_ELEMENTS = /<(script|style|template|noscript|iframe)\b[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const LINE_BREAKING_TAGS = /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|table|pre|hr)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/gi;

/**
 * Turns WordPress HTML into plain text: the markup is dropped (scripts and styles with their
 * contents), block boundaries become line breaks, and entities are decoded last so that an
 * escaped `&lt;script&gt;` stays visible text instead of becoming markup.
 */
export function htmlToText(html: string): string {
  const withoutMarkup = html
    .replace(INVISIBLE_ELEMENTS, '')
    .replace(COMMENTS, '')
    .replace(LINE_BREAKING_TAGS, '\n')
    .replace(ANY_TAG, '')
    .replace(ELLIPSIS_ENTITY, '...');
  return decodeEntities(withoutMarkup)
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Single-line variant for titles and excerpts. */
export function htmlToInlineText(html: string): string {
  return htmlToText(html).replace(/\s*\n+\s*/g, ' ');
}
