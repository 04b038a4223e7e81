import { describe, expect, it } from 'vitest';

import { contentText } from './content-text';
import type { ContentElement, ContentImage, ContentNode, ElementTag } from './content-types';
import { knownPostsIn, type LinkContext } from './content-urls';
import { parsePostContent } from './parse-post-content';

const context: LinkContext = {
  postUrl: 'https://blog.example/2026/11/fone/',
  affiliateUrl: 'https://www.loja.example/fone?tag=curadoria',
};
const parse = (html: string, links: LinkContext = context) => parsePostContent(html, links);
const el = (tag: ElementTag, children: ContentNode[], extra: Partial<ContentElement> = {}): ContentElement => ({
  type: 'element',
  tag,
  children,
  ...extra,
});
/** Every value anywhere in the tree, to prove something never got through. */
const serialised = (nodes: ContentNode[]) => JSON.stringify(nodes);

describe('parsePostContent: allowed structure', () => {
  it('keeps paragraphs, headings h2 to h6 and turns an h1 into an h2', () => {
    expect(parse('<h1>Um</h1><h2>Dois</h2><h3>Três</h3><h4>4</h4><h5>5</h5><h6>6</h6><p>Texto</p>')).toEqual([
      el('h2', ['Um']),
      el('h2', ['Dois']),
      el('h3', ['Três']),
      el('h4', ['4']),
      el('h5', ['5']),
      el('h6', ['6']),
      el('p', ['Texto']),
    ]);
  });

  it('keeps nested ordered and unordered lists with start and reversed', () => {
    expect(
      parse('<ol start="8"><li>Oito<ul><li>Sub</li></ul></li><li>Nove<ol reversed><li>r</li></ol></li></ol>'),
    ).toEqual([
      el(
        'ol',
        [
          el('li', ['Oito', el('ul', [el('li', ['Sub'])])]),
          el('li', ['Nove', el('ol', [el('li', ['r'])], { reversed: true })]),
        ],
        { start: 8 },
      ),
    ]);
  });

  it('keeps quotes with their cite, code, rules, definition lists and inline formatting', () => {
    expect(
      parse(
        '<blockquote><p>Frase</p><cite>Autor</cite></blockquote><pre><code>a  &lt;b&gt;\n  c</code></pre><hr />' +
          '<dl><dt>Termo</dt><dd>Definição</dd></dl>' +
          '<p><strong>s</strong><em>e</em><b>b</b><i>i</i><u>u</u><s>s</s><strike>x</strike><mark>m</mark>H<sub>2</sub>O E=mc<sup>2</sup><small>p</small><br>fim</p>',
      ),
    ).toEqual([
      el('blockquote', [el('p', ['Frase']), el('cite', ['Autor'])]),
      el('pre', [el('code', ['a  <b>\n  c'])]),
      { type: 'break', tag: 'hr' },
      el('dl', [el('dt', ['Termo']), el('dd', ['Definição'])]),
      el('p', [
        el('strong', ['s']),
        el('em', ['e']),
        el('b', ['b']),
        el('i', ['i']),
        el('u', ['u']),
        el('s', ['s']),
        el('s', ['x']),
        el('mark', ['m']),
        'H',
        el('sub', ['2']),
        'O E=mc',
        el('sup', ['2']),
        el('small', ['p']),
        { type: 'break', tag: 'br' },
        'fim',
      ]),
    ]);
  });

  it('drops the newlines that open a pre, which the browser would drop from the page', () => {
    expect(parse('<pre>\n\nlinha 1\n  linha 2\n</pre>')).toEqual([el('pre', ['linha 1\n  linha 2\n'])]);
  });

  it('keeps figures with captions, including WordPress caption markup', () => {
    const image: ContentImage = { type: 'image', src: 'https://blog.example/a.jpg', alt: 'A' };
    expect(
      parse(
        '<figure class="wp-block-image"><img src="https://blog.example/a.jpg" alt="A"><figcaption class="wp-element-caption">Legenda</figcaption></figure>' +
          '<div class="wp-caption aligncenter" style="width: 310px"><img src="https://blog.example/a.jpg" alt="A"><p class="wp-caption-text">Antiga</p></div>',
      ),
    ).toEqual([
      el('figure', [image, el('figcaption', ['Legenda'])]),
      el('figure', [image, el('figcaption', ['Antiga'])]),
    ]);
  });

  it('decodes named, decimal and hexadecimal entities once', () => {
    expect(
      parse('<p>Fone &#8211; &#x201C;Pro&#x201D; d&rsquo;água &amp; &hellip; &amp;lt;b&amp;gt; &nbsp;fim</p>'),
    ).toEqual([el('p', ['Fone – “Pro” d’água & … &lt;b&gt; \u00a0fim'])]);
  });

  it('drops Gutenberg block comments and wrappers, keeping their content', () => {
    expect(
      parse(
        '<!-- wp:group --><div class="wp-block-group"><div class="wp-block-group__inner-container"><!-- wp:paragraph -->\n<p>Dentro</p>\n<!-- /wp:paragraph --></div></div><!-- /wp:group -->\n\n<!-- wp:columns --><div class="wp-block-columns"><div class="wp-block-column"><p>Coluna</p></div></div>',
      ),
    ).toEqual([el('p', ['Dentro']), el('p', ['Coluna'])]);
  });

  it('turns the nextpage marker into a rule and lets the more tag vanish', () => {
    expect(parse('<p>Página 1</p>\n<!--nextpage-->\n<p>Página 2 <span id="more-12"></span></p><!--more-->')).toEqual([
      el('p', ['Página 1']),
      { type: 'break', tag: 'hr' },
      el('p', ['Página 2 ']),
    ]);
  });

  it('keeps ids (prefixed) and in-page links to them', () => {
    expect(parse('<h2 id="precos">Preços</h2><p><a href="#precos">ver</a></p>')).toEqual([
      el('h2', ['Preços'], { id: 'conteudo-precos' }),
      el('p', [{ type: 'link', href: '#conteudo-precos', relation: 'internal', children: ['ver'] }]),
    ]);
  });

  it('drops empty paragraphs and headings', () => {
    expect(parse('<p></p><p>&nbsp;<br></p><h2> </h2><p><strong></strong></p><p>Fica</p>')).toEqual([el('p', ['Fica'])]);
  });
});

describe('parsePostContent: tables', () => {
  it('keeps head, body, header cells and spans', () => {
    expect(
      parse(
        '<table><caption>Comparativo</caption><thead><tr><th scope="col">Modelo</th><th>Preço</th></tr></thead>\n<tbody>\n<tr><td colspan="2" rowspan="3">R$ 10</td></tr></tbody></table>',
      ),
    ).toEqual([
      el('table', [
        el('caption', ['Comparativo']),
        el('thead', [el('tr', [el('th', ['Modelo'], { scope: 'col' }), el('th', ['Preço'])])]),
        el('tbody', [el('tr', [el('td', ['R$ 10'], { colSpan: 2, rowSpan: 3 })])]),
      ]),
    ]);
  });

  it('gives bare rows their tbody, as the browser does, and drops whitespace between rows', () => {
    expect(parse('<table>\n<tr>\n<td>a</td>\n</tr>\n</table>')).toEqual([
      el('table', [el('tbody', [el('tr', [el('td', ['a'])])])]),
    ]);
  });

  it('keeps stray text of a table inside a cell instead of losing it', () => {
    expect(parse('<table><tr>solto<td>a</td></tr></table>')).toEqual([
      el('table', [el('tbody', [el('tr', [el('td', ['solto']), el('td', ['a'])])])]),
    ]);
  });

  it('unwraps table parts found outside a table', () => {
    expect(parse('<p>Antes <td>célula</td> depois</p><tr><th>x</th></tr>')).toEqual([
      el('p', ['Antes célula depois']),
      'x',
    ]);
  });
});

describe('parsePostContent: images', () => {
  it('keeps src, srcset, sizes, width, height and alt of http(s) images', () => {
    expect(
      parse(
        '<img src="https://blog.example/a-1024.jpg" srcset="https://blog.example/a-300.jpg 300w, javascript:alert(1) 600w, https://blog.example/a-1024.jpg 1024w" sizes="(max-width: 1024px) 100vw, 1024px" width="1024" height="683" alt="Fone &amp; estojo" class="wp-image-5" style="border:0" onload="alert(1)" loading="eager">',
      ),
    ).toEqual([
      {
        type: 'image',
        src: 'https://blog.example/a-1024.jpg',
        srcSet: 'https://blog.example/a-300.jpg 300w, https://blog.example/a-1024.jpg 1024w',
        sizes: '(max-width: 1024px) 100vw, 1024px',
        width: 1024,
        height: 683,
        alt: 'Fone & estojo',
      },
    ]);
  });

  it('drops images whose source is not http(s), and resolves relative ones against the post', () => {
    expect(
      parse(
        '<img src="javascript:alert(1)"><img src="data:image/svg+xml,<svg onload=alert(1)>"><img src="  JaVaScRiPt:alert(1)"><img><img src="/wp-content/uploads/b.png" width="-3" height="abc">',
      ),
    ).toEqual([{ type: 'image', src: 'https://blog.example/wp-content/uploads/b.png', alt: '' }]);
  });

  it('keeps sizes only with a usable srcset', () => {
    expect(parse('<img src="https://x.example/a.jpg" srcset="data:x 1x" sizes="100vw">')).toEqual([
      { type: 'image', src: 'https://x.example/a.jpg', alt: '' },
    ]);
  });
});

describe('parsePostContent: links', () => {
  const linkOf = (html: string, links: LinkContext = context) => {
    const [paragraph] = parse(`<p>${html}</p>`, links);
    return typeof paragraph === 'object' && paragraph.type === 'element' ? paragraph.children[0] : paragraph;
  };

  it('marks links to other hosts external and to the affiliate shop sponsored', () => {
    expect(linkOf('<a href="https://outro.example/x" target="_blank" rel="opener">o</a>')).toEqual({
      type: 'link',
      href: 'https://outro.example/x',
      relation: 'external',
      children: ['o'],
    });
    expect(linkOf('<a href="https://loja.example/outro-produto">l</a>')).toMatchObject({ relation: 'sponsored' });
    expect(linkOf('<a href="http://www.loja.example/">l</a>')).toMatchObject({ relation: 'sponsored' });
    expect(linkOf('<a href="https://blog.example/sobre/">s</a>')).toMatchObject({ relation: 'internal' });
  });

  it('keeps mailto: and in-page links', () => {
    expect(linkOf('<a href="mailto:contato@blog.example">m</a>')).toMatchObject({
      href: 'mailto:contato@blog.example',
      relation: 'internal',
    });
    expect(linkOf('<a href="#fn1">1</a>')).toMatchObject({ href: '#conteudo-fn1' });
  });

  it('keeps only the text of javascript:, data:, vbscript:, tel: and disguised links', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#10;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'javascript&colon;alert(1)',
      'tel:+5511999999999',
      '#não é um id',
    ]) {
      expect(linkOf(`<a href="${href}">texto</a>`)).toBe('texto');
    }
  });

  it('sends ?p=ID links of the same WordPress and permalinks of known posts to their product page', () => {
    const links = { ...context, knownPosts: new Map([['blog.example/2026/10/cafeteira', '33']]) };
    expect(linkOf('<a href="https://blog.example/?p=7">p</a>', links)).toMatchObject({
      href: '/product/7',
      relation: 'internal',
    });
    expect(linkOf('<a href="https://blog.example/2026/10/cafeteira/#comments">c</a>', links)).toMatchObject({
      href: '/product/33',
    });
    expect(linkOf('<a href="https://outro.example/?p=7">o</a>', links)).toMatchObject({
      href: 'https://outro.example/?p=7',
      relation: 'external',
    });
  });

  it('remembers the permalinks it resolved, so a refresh can resolve them again', () => {
    const links = { ...context, knownPosts: new Map([['blog.example/2026/10/cafeteira', '33']]) };
    const nodes = parse(
      '<ul><li><a href="https://blog.example/2026/10/cafeteira/">c</a></li></ul><p><a href="https://blog.example/?p=7">p</a></p>',
      links,
    );
    expect(knownPostsIn(nodes)).toEqual(new Map([['blog.example/2026/10/cafeteira', '33']]));
    expect(
      parse('<p><a href="https://blog.example/2026/10/cafeteira">c</a></p>', {
        ...context,
        knownPosts: knownPostsIn(nodes),
      }),
    ).toEqual([
      el('p', [
        {
          type: 'link',
          href: '/product/33',
          relation: 'internal',
          permalink: 'https://blog.example/2026/10/cafeteira',
          children: ['c'],
        },
      ]),
    ]);
  });

  it('draws WordPress button blocks as buttons and plain <button>s as text', () => {
    expect(
      parse(
        '<div class="wp-block-buttons"><div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="https://loja.example/fone">Comprar</a></div></div><button onclick="alert(1)">Clique</button>',
      ),
    ).toEqual([
      { type: 'link', href: 'https://loja.example/fone', relation: 'sponsored', button: true, children: ['Comprar'] },
      'Clique',
    ]);
  });

  it('names a link that shows only an image without alt text', () => {
    expect(linkOf('<a href="https://blog.example/a.jpg"><img src="https://blog.example/a-300.jpg"></a>')).toMatchObject(
      {
        label: 'Ver imagem ampliada',
      },
    );
    expect(
      linkOf('<a href="https://blog.example/a.jpg"><img src="https://blog.example/a-300.jpg" alt="Fone"></a>'),
    ).not.toHaveProperty('label');
  });

  it('drops links with nothing inside and never nests a link in a link', () => {
    expect(parse('<p><a href="https://a.example"></a>x</p>')).toEqual([el('p', ['x'])]);
    expect(parse('<p><a href="https://a.example"><em>a <a href="https://b.example">b</a></em></a></p>')).toEqual([
      el('p', [{ type: 'link', href: 'https://a.example/', relation: 'external', children: [el('em', ['a b'])] }]),
    ]);
    expect(parse('<p><a href="https://a.example">a <a href="https://b.example">b</a></a></p>')).toEqual([
      el('p', [
        { type: 'link', href: 'https://a.example/', relation: 'external', children: ['a '] },
        { type: 'link', href: 'https://b.example/', relation: 'external', children: ['b'] },
      ]),
    ]);
  });
});

describe('parsePostContent: embeds', () => {
  it('turns a YouTube iframe into a click-to-play box', () => {
    expect(
      parse(
        '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">\n<iframe title="Review do fone" width="500" height="281" src="https://www.youtube.com/embed/SQEQr7c0-dw?feature=oembed" frameborder="0" allow="autoplay" allowfullscreen></iframe>\n</div><figcaption>Nosso vídeo</figcaption></figure>',
      ),
    ).toEqual([
      el('figure', [
        { type: 'video-embed', provider: 'youtube', videoId: 'SQEQr7c0-dw', title: 'Review do fone' },
        el('figcaption', ['Nosso vídeo']),
      ]),
    ]);
  });

  it('recognises YouTube and Vimeo addresses WordPress could not embed', () => {
    expect(
      parse(
        '<p><a href="https://www.youtube.com/watch?v=SQEQr7c0-dw">https://www.youtube.com/watch?v=SQEQr7c0-dw</a></p>' +
          '<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/ex8fMxXJDJw\n</div></figure>' +
          '<p>https://vimeo.com/22439234</p><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e"></iframe>',
      ),
    ).toEqual([
      { type: 'video-embed', provider: 'youtube', videoId: 'SQEQr7c0-dw' },
      { type: 'video-embed', provider: 'youtube', videoId: 'ex8fMxXJDJw' },
      { type: 'video-embed', provider: 'vimeo', videoId: '22439234' },
      { type: 'video-embed', provider: 'vimeo', videoId: '76979871', hash: '8272103f6e' },
    ]);
  });

  it('leaves addresses of YouTube and Vimeo pages that are not videos as links', () => {
    for (const href of [
      'https://www.youtube.com/channel/UCabc',
      'https://vimeo.com/channels/staffpicks',
      'https://youtu.be/curto',
    ]) {
      expect(parse(`<p><a href="${href}">${href}</a></p>`)).toEqual([
        el('p', [{ type: 'link', href, relation: 'external', children: [href] }]),
      ]);
    }
  });

  it('leaves a paragraph that mentions a video address among other words as text', () => {
    expect(parse('<p>Veja https://youtu.be/ex8fMxXJDJw hoje</p>')).toEqual([
      el('p', ['Veja https://youtu.be/ex8fMxXJDJw hoje']),
    ]);
  });

  it('turns a tweet into a link card, without its script', () => {
    expect(
      parse(
        '<figure class="wp-block-embed is-type-rich is-provider-twitter"><div class="wp-block-embed__wrapper"><blockquote class="twitter-tweet" data-width="550"><p lang="pt" dir="ltr">Chegou o fone novo!</p>&mdash; Loja (@loja) <a href="https://twitter.com/loja/status/1057136472321613824?ref_src=twsrc">26 de outubro</a></blockquote><script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script></div></figure>',
      ),
    ).toEqual([
      {
        type: 'link-card',
        href: 'https://twitter.com/loja/status/1057136472321613824?ref_src=twsrc',
        relation: 'external',
        title: 'Chegou o fone novo!',
        host: 'twitter.com',
      },
    ]);
  });

  it('turns a Facebook post embed into a card to the post, without its SDK script', () => {
    expect(
      parse(
        '<figure class="wp-block-embed is-provider-facebook"><div class="wp-block-embed__wrapper"><div id="fb-root"></div><script>(function(d){d.createElement("script")}(document));</script><div class="fb-post" data-href="https://www.facebook.com/6427302910/posts/1/"><blockquote cite="https://www.facebook.com/WordPress/posts/1" class="fb-xfbml-parse-ignore"><p>Novidades do editor&#8230;</p>Publicado por <a href="https://www.facebook.com/WordPress/">WordPress</a> <a href="https://www.facebook.com/WordPress/posts/1">3 de setembro</a></blockquote></div></div></figure>',
      ),
    ).toEqual([
      {
        type: 'link-card',
        href: 'https://www.facebook.com/WordPress/posts/1',
        relation: 'external',
        title: 'Novidades do editor…',
        host: 'facebook.com',
      },
    ]);
  });

  it('turns a WordPress post embed (quote and iframe) into one card', () => {
    expect(
      parse(
        '<blockquote class="wp-embedded-content" data-secret="abc"><a href="https://outro.example/post/">Um post</a></blockquote><iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" src="https://outro.example/post/embed/#?secret=abc" data-secret="abc"></iframe>',
      ),
    ).toEqual([
      {
        type: 'link-card',
        href: 'https://outro.example/post/',
        relation: 'external',
        title: 'Um post',
        host: 'outro.example',
      },
    ]);
  });

  it('turns other embeds and iframes into link cards to the original', () => {
    expect(
      parse(
        '<figure class="wp-block-embed is-provider-facebook"><div class="wp-block-embed__wrapper">\nhttps://www.facebook.com/6427302910/posts/10156380423617911/\n</div></figure>' +
          '<iframe src="https://www.google.com/maps/embed?pb=1" title="Mapa da loja"></iframe>',
      ),
    ).toEqual([
      {
        type: 'link-card',
        href: 'https://www.facebook.com/6427302910/posts/10156380423617911/',
        relation: 'external',
        title: 'https://www.facebook.com/6427302910/posts/10156380423617911/',
        host: 'facebook.com',
      },
      {
        type: 'link-card',
        href: 'https://www.google.com/maps/embed?pb=1',
        relation: 'external',
        title: 'Mapa da loja',
        host: 'google.com',
      },
    ]);
  });
});

describe('parsePostContent: galleries, audio and video', () => {
  it('draws a gallery block as one grid with its caption', () => {
    expect(
      parse(
        '<figure class="wp-block-gallery has-nested-images columns-default"><figure class="wp-block-image"><img src="https://blog.example/1.jpg" alt="1"></figure>\n<figure class="wp-block-image"><img src="https://blog.example/2.jpg" alt="2"></figure><figcaption class="blocks-gallery-caption">Fotos</figcaption></figure>',
      ),
    ).toEqual([
      el('figure', [
        {
          type: 'gallery',
          items: [
            el('figure', [{ type: 'image', src: 'https://blog.example/1.jpg', alt: '1' }]),
            el('figure', [{ type: 'image', src: 'https://blog.example/2.jpg', alt: '2' }]),
          ],
        },
        el('figcaption', ['Fotos']),
      ]),
    ]);
  });

  it('draws older gallery lists and the gallery shortcode as grids', () => {
    const [list] = parse(
      '<ul class="wp-block-gallery columns-3"><li class="blocks-gallery-item"><figure><img src="https://blog.example/1.jpg" alt="1"></figure></li></ul>',
    );
    expect(list).toEqual({
      type: 'gallery',
      items: [el('figure', [{ type: 'image', src: 'https://blog.example/1.jpg', alt: '1' }])],
    });
    const [shortcode] = parse(
      '<div id="gallery-1" class="gallery galleryid-555 gallery-columns-3"><figure class="gallery-item"><div class="gallery-icon landscape"><a href="https://blog.example/1.jpg"><img src="https://blog.example/1-150.jpg" alt=""></a></div><figcaption class="wp-caption-text gallery-caption">Legenda</figcaption></figure></div>',
    );
    expect(shortcode).toMatchObject({ type: 'gallery', items: [{ type: 'element', tag: 'figure' }] });
  });

  it('keeps audio and video players with http(s) sources only', () => {
    expect(
      parse(
        '<figure class="wp-block-audio"><audio controls src="https://blog.example/a.ogg" autoplay onplay="alert(1)"></audio></figure>' +
          '<audio class="wp-audio-shortcode" preload="auto" controls="controls"><source type="audio/mpeg" src="https://blog.example/b.mp3?_=1" /><source src="javascript:alert(1)" /><a href="https://blog.example/b.mp3">b.mp3</a></audio>' +
          '<video controls src="https://blog.example/v.mp4" poster="https://blog.example/v.jpg" width="640" height="360" autoplay></video>' +
          '<video src="javascript:alert(1)"><a href="https://blog.example/v.mp4">baixar</a></video>',
      ),
    ).toEqual([
      el('figure', [{ type: 'media', kind: 'audio', sources: [{ src: 'https://blog.example/a.ogg' }] }]),
      { type: 'media', kind: 'audio', sources: [{ src: 'https://blog.example/b.mp3?_=1', type: 'audio/mpeg' }] },
      {
        type: 'media',
        kind: 'video',
        sources: [{ src: 'https://blog.example/v.mp4' }],
        poster: 'https://blog.example/v.jpg',
        width: 640,
        height: 360,
      },
      { type: 'link', href: 'https://blog.example/v.mp4', relation: 'internal', children: ['baixar'] },
    ]);
  });
});

describe('parsePostContent: hostile markup', () => {
  it('never lets a script, style, template or iframe content become text', () => {
    const nodes = parse(
      '<p>Oi</p><script>alert("script")</script><style>body{display:none}</style><template><p>modelo</p></template>' +
        '<iframe src="https://evil.example">texto do iframe</iframe><noembed>sem embed</noembed><textarea>campo</textarea>' +
        '<title>título</title><xmp>xmp</xmp>',
    );
    expect(contentText(nodes)).not.toMatch(/alert|display|modelo|texto do iframe|sem embed|campo|título|xmp/);
    expect(nodes[0]).toEqual(el('p', ['Oi']));
  });

  it('drops event handlers, inline styles and classes', () => {
    const nodes = parse(
      '<p style="position:fixed" class="x" onclick="alert(1)" onmouseover="alert(2)">a</p><img src="https://x.example/a.png" onerror="alert(1)" style="x">',
    );
    expect(nodes).toEqual([el('p', ['a']), { type: 'image', src: 'https://x.example/a.png', alt: '' }]);
    expect(serialised(nodes)).not.toMatch(/alert|style|position|onclick/);
  });

  it('drops svg and math with their content, and forms with their fields, keeping the form text', () => {
    expect(
      parse(
        '<svg onload="alert(1)"><script>alert(2)</script><text>svg</text></svg><math><mi>x</mi></math>' +
          '<form action="https://evil.example"><form><label>Nome <input name="n" value="v" onfocus="alert(3)" autofocus></label><select><option>opção</option></select><button formaction="javascript:alert(4)">Enviar</button></form></form>',
      ),
    ).toEqual(['Nome Enviar']);
  });

  it('keeps the text of unknown elements and drops comments', () => {
    expect(
      parse('<x-widget data-x="1">desconhecido</x-widget><!-- <script>alert(1)</script> --><marquee>texto</marquee>'),
    ).toEqual(['desconhecidotexto']);
  });

  it('keeps escaped markup as visible text', () => {
    expect(parse('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([el('p', ['<script>alert(1)</script>'])]);
  });

  it('keeps objects, embeds and base tags out', () => {
    expect(
      parse(
        '<object data="https://evil.example/x.swf"><param name="a" value="b">obj</object><embed src="https://evil.example/x.swf"><base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css"><p>fim</p>',
      ),
    ).toEqual([el('p', ['fim'])]);
  });
});

describe('parsePostContent: shapes the browser keeps as they are', () => {
  it('splits a paragraph around a block inside it', () => {
    expect(parse('<p>antes <strong>negrito<ul><li>item</li></ul>depois</strong></p>')).toEqual([
      el('p', ['antes ', el('strong', ['negrito'])]),
      el('ul', [el('li', ['item'])]),
      el('p', [el('strong', ['depois'])]),
    ]);
  });

  it('takes a table and a heading out of a link', () => {
    expect(parse('<a href="https://a.example"><h2>Título</h2><table><tr><td>1</td></tr></table></a>')).toEqual([
      el('h2', [{ type: 'link', href: 'https://a.example/', relation: 'external', children: ['Título'] }]),
      el('table', [el('tbody', [el('tr', [el('td', ['1'])])])]),
    ]);
  });

  it('keeps list items only in lists', () => {
    expect(parse('<li>solto</li><ul>\n<p>intro</p><li>a</li>texto<ul><li>b</li></ul></ul>')).toEqual([
      'solto',
      el('ul', [el('li', [el('p', ['intro'])]), el('li', ['a', 'texto', el('ul', [el('li', ['b'])])])]),
    ]);
  });
});
