import { describe, expect, it } from 'vitest';

import { htmlToInlineText } from './html-to-text';

describe('htmlToInlineText', () => {
  it('decodes the entities real WordPress titles carry', () => {
    expect(htmlToInlineText('Fone &#8211; modelo &#8220;Pro&#8221; d&#8217;água &amp; mais')).toBe(
      'Fone – modelo “Pro” d’água & mais',
    );
  });

  it('turns the ellipsis entity into three dots', () => {
    expect(htmlToInlineText('<p>Um resumo curto [&hellip;]</p>')).toBe('Um resumo curto [...]');
  });

  it('strips tags and drops script and style contents', () => {
    const html =
      '<p>Olá <strong>mundo</strong></p><script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)>';
    expect(htmlToInlineText(html)).toBe('Olá mundo');
  });

  it('keeps words of neighbouring blocks apart and joins inline markup', () => {
    const html =
      '<!-- wp:paragraph --><p>Primeiro</p><!-- /wp:paragraph -->\n\n<p>Se<em>gun</em>do<br>linha&nbsp;fim</p><ul><li>Item</li></ul>';
    expect(htmlToInlineText(html)).toBe('Primeiro Segundo linha fim Item');
  });

  it('leaves escaped markup as visible text instead of creating tags', () => {
    expect(htmlToInlineText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});
