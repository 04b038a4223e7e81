import { decodeHTML } from 'entities/decode';

/**
 * Decodes HTML entities (`&#8211;`, `&amp;`, `&hellip;` ...) in text that has no tags left.
 * In the browser the built-in HTML parser does it, so visitors do not download the ~13 KB of
 * decoder tables; in Node (the build) the `entities` library does. The browser branch parses into
 * an inert document (no scripts, no resource loads), with every `<` escaped first so nothing can
 * become an element.
 */
export function decodeEntities(text: string): string {
  if (import.meta.env.SSR) return decodeHTML(text);
  const escaped = text.replace(/</g, '&lt;');
  return new DOMParser().parseFromString(`<!doctype html><body>${escaped}`, 'text/html').body.textContent;
}
