import { decodeHTML } from 'entities/decode';

/** The references WordPress writes all the time: numeric ones and a few names, each ending in `;`. */
const COMMON_REFERENCE = /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos|nbsp|hellip));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', hellip: '…' };
/** Anything that may be a character reference (named, numeric, with or without `;`). */
const ANY_REFERENCE = /&(?:#|[a-zA-Z])/g;

/** Code points a numeric reference decodes to as written (the HTML parser remaps or rejects the rest). */
function plainCodePoint(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0x10ffff)
  );
}

/**
 * Decodes the common references directly, or returns null when the text holds any other kind
 * (a rarer name, a reference without `;`, a code point the HTML parser treats specially).
 */
function decodeCommon(text: string): string | null {
  let decoded = '';
  let from = 0;
  let common = 0;
  for (const match of text.matchAll(COMMON_REFERENCE)) {
    const [reference, decimal, hex, name] = match;
    let character: string;
    if (name !== undefined) {
      character = NAMED[name] ?? reference;
    } else {
      const codePoint = decimal !== undefined ? Number(decimal) : parseInt(hex ?? '', 16);
      if (!plainCodePoint(codePoint)) return null;
      character = String.fromCodePoint(codePoint);
    }
    decoded += text.slice(from, match.index) + character;
    from = match.index + reference.length;
    common += 1;
  }
  // Another kind of reference somewhere (a rarer name, one without `;`): the parser decides.
  if ((text.match(ANY_REFERENCE)?.length ?? 0) !== common) return null;
  return decoded + text.slice(from);
}

/**
 * Decodes HTML entities (`&#8211;`, `&amp;`, `&hellip;` ...) in text that has no tags left.
 * In the browser, the references WordPress writes all the time are decoded directly (a list of 20
 * posts holds hundreds of them, and an HTML parse per text would block a phone's main thread), and
 * anything else by the built-in HTML parser, so visitors do not download the ~13 KB of decoder
 * tables; in Node (the build) the `entities` library does it. The parser works on an inert document
 * (no scripts, no resource loads), with every `<` escaped first so nothing can become an element.
 */
export function decodeEntities(text: string): string {
  if (import.meta.env.SSR) return decodeHTML(text);
  if (!text.includes('&')) return text;
  const common = decodeCommon(text);
  if (common !== null) return common;
  const escaped = text.replace(/</g, '&lt;');
  return new DOMParser().parseFromString(`<!doctype html><body>${escaped}`, 'text/html').body.textContent;
}
