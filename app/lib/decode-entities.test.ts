import { decodeHTML } from 'entities/decode';
import { describe, expect, it } from 'vitest';

import { decodeEntities } from './decode-entities';

/** What the browser's HTML parser makes of the text: the reference the fast path must match. */
function parsedByTheBrowser(text: string): string {
  return new DOMParser().parseFromString(`<!doctype html><body>${text.replace(/</g, '&lt;')}`, 'text/html').body
    .textContent;
}

const SAMPLES = [
  'Fone &#8211; modelo &#8220;Pro&#8221; d&#8217;água &amp; mais',
  'Caixa &#x2014; &#X201C;JBL&#x201d; &lt;b&gt; &quot;ok&quot; &apos;a&apos; 5&nbsp;cm &hellip;',
  'P&G e AT&T sem referência & solto',
  '&amp;lt;script&amp;gt; continua texto',
  // Not in the short list, or not as written: left to the parser.
  'Ação &rsquo;aspas&lsquo; &eacute; &copy; 2024',
  'Sem ponto e vírgula: &amp &copy &#8211 fim',
  'Especiais: &#0; &#150; &#xD800; &#x110000; &#128512;',
  'Texto sem entidades',
];

describe('decodeEntities in the browser', () => {
  it.each(SAMPLES)('decodes %j exactly as the HTML parser does', (text) => {
    expect(decodeEntities(text)).toBe(parsedByTheBrowser(text));
  });

  it('never turns text into markup', () => {
    expect(decodeEntities('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(decodeEntities('<b>&amp;</b>')).toBe(parsedByTheBrowser('<b>&amp;</b>'));
  });

  it('agrees with the library the build uses', () => {
    for (const text of SAMPLES.slice(0, 4)) expect(decodeEntities(text)).toBe(decodeHTML(text));
  });
});
