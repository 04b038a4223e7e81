import { Parser } from 'htmlparser2';

/** An element as the HTML tokenizer saw it: lower-case name, entity-decoded attribute values. */
export interface RawElement {
  name: string;
  attrs: Readonly<Record<string, string>>;
  children: RawNode[];
}

/** `<!--nextpage-->`, WordPress's page break. Every other comment is dropped. */
export const PAGE_BREAK = Symbol('page break');

export type RawNode = RawElement | string | typeof PAGE_BREAK;

/**
 * Tokenizes HTML into a plain tree with htmlparser2 (the same code in Node and in the browser, so
 * the build and the browser read a post identically). Entities are decoded here, once: text stays
 * text from then on, so an escaped `&lt;script&gt;` can never become markup. The contents of
 * `script`, `style`, `textarea`, `iframe` and the like arrive as raw text; the caller drops them.
 */
export function readHtml(html: string): RawNode[] {
  const root: RawElement = { name: '#root', attrs: {}, children: [] };
  const open: RawElement[] = [root];
  const current = () => open[open.length - 1] ?? root;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const element: RawElement = { name, attrs, children: [] };
        current().children.push(element);
        open.push(element);
      },
      onclosetag() {
        if (open.length > 1) open.pop();
      },
      ontext(text) {
        const siblings = current().children;
        const last = siblings[siblings.length - 1];
        if (typeof last === 'string') siblings[siblings.length - 1] = last + text;
        else siblings.push(text);
      },
      oncomment(comment) {
        if (comment.trim() === 'nextpage') current().children.push(PAGE_BREAK);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return root.children;
}
