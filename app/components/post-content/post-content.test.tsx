import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { ContentNode } from '@/wordpress/content/content-types';
import { parsePostContent } from '@/wordpress/content/parse-post-content';
import { PostContent } from '@/components/post-content/post-content';

const links = { postUrl: 'https://blog.example/2026/11/fone/', affiliateUrl: 'https://loja.example/fone' };

function Content({ html }: { html: string }) {
  return (
    <MemoryRouter>
      <PostContent nodes={parsePostContent(html, links)} />
    </MemoryRouter>
  );
}

const renderHtml = (html: string) => render(<Content html={html} />);

describe('PostContent', () => {
  it('draws headings, lists and quotes as the elements they are', () => {
    renderHtml(
      '<h1>Título interno</h1><h3>Prós</h3><ul><li>Leve</li><li>Barato</li></ul><blockquote><p>Ótimo</p></blockquote>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Título interno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Prós' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leve', 'Barato']);
    expect(screen.getByText('Ótimo').closest('blockquote')).not.toBeNull();
  });

  it('puts a table in a region that scrolls on its own and takes keyboard focus', async () => {
    renderHtml(
      '<table><caption>Comparativo</caption><tr><th>Modelo</th><th>Preço</th></tr><tr><td>A</td><td>R$ 10</td></tr></table>',
    );
    const region = screen.getByRole('region', { name: 'Tabela: Comparativo' });
    expect(region).toHaveClass('overflow-x-auto');
    await userEvent.tab();
    expect(region).toHaveFocus();
    const table = within(region).getByRole('table', { name: 'Comparativo' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Preço' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'R$ 10' })).toBeInTheDocument();
  });

  it('names a table without caption just Tabela', () => {
    renderHtml('<table><tr><td>1</td></tr></table>');
    expect(screen.getByRole('region', { name: 'Tabela' })).toContainElement(screen.getByRole('table'));
  });

  it('opens links in the same tab, marks other hosts noopener noreferrer and the shop sponsored', () => {
    renderHtml(
      '<p><a href="https://outro.example/x" target="_blank">outro</a> <a href="https://loja.example/y">loja</a> <a href="https://blog.example/?p=33">review</a> <a href="https://blog.example/sobre/">sobre</a> <a href="mailto:oi@blog.example">email</a></p>',
    );
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('outro')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link('outro')).not.toHaveAttribute('target');
    expect(link('loja')).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link('review')).toHaveAttribute('href', '/product/33');
    expect(link('review')).not.toHaveAttribute('rel');
    expect(link('sobre')).not.toHaveAttribute('rel');
    expect(link('email')).toHaveAttribute('href', 'mailto:oi@blog.example');
  });

  it('draws a WordPress button block as a button-looking link', () => {
    renderHtml(
      '<div class="wp-block-button"><a class="wp-block-button__link" href="https://loja.example/fone">Comprar</a></div>',
    );
    expect(screen.getByRole('link', { name: 'Comprar' })).toHaveClass('bg-brand-600');
  });

  it('lazy-loads images with their dimensions, srcset and alt text', () => {
    renderHtml(
      '<img src="https://blog.example/a.jpg" srcset="https://blog.example/a-300.jpg 300w, https://blog.example/a.jpg 1024w" sizes="100vw" width="1024" height="683" alt="Fone no estojo">',
    );
    const image = screen.getByRole('img', { name: 'Fone no estojo' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '683');
    expect(image).toHaveAttribute('srcset', 'https://blog.example/a-300.jpg 300w, https://blog.example/a.jpg 1024w');
    expect(image).toHaveAttribute('sizes', '100vw');
    expect(image).toHaveClass('max-w-full', 'h-auto');
  });

  it('loads nothing from YouTube until the visitor asks, then the privacy-friendly player', async () => {
    const { container } = renderHtml(
      '<iframe title="Review do fone" src="https://www.youtube.com/embed/SQEQr7c0-dw?feature=oembed"></iframe>',
    );
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reproduzir vídeo: Review do fone' }));
    const player = container.querySelector('iframe');
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/SQEQr7c0-dw?autoplay=1');
    expect(player).toHaveAttribute('title', 'Review do fone');
    expect(player).toHaveFocus();
  });

  it('plays Vimeo videos with do-not-track', async () => {
    const { container } = renderHtml('<p>https://vimeo.com/22439234</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Reproduzir vídeo: Vídeo do Vimeo' }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/22439234?dnt=1&autoplay=1',
    );
  });

  it('shows a tweet as a card linking the original', () => {
    const { container } = renderHtml(
      '<blockquote class="twitter-tweet"><p>Chegou!</p>&mdash; Loja <a href="https://twitter.com/loja/status/1">1 de jan</a></blockquote><script src="https://platform.twitter.com/widgets.js"></script>',
    );
    const card = screen.getByRole('link', { name: /twitter\.com\s*Chegou!/ });
    expect(card).toHaveAttribute('href', 'https://twitter.com/loja/status/1');
    expect(card).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('script, blockquote')).toBeNull();
  });

  it('draws audio and video players that load nothing before play', () => {
    const { container } = renderHtml(
      '<audio controls src="https://blog.example/a.mp3"></audio><video controls src="https://blog.example/v.mp4" poster="https://blog.example/v.jpg" width="640" height="360"></video>',
    );
    const audio = container.querySelector('audio');
    const video = container.querySelector('video');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('controls');
    expect(audio?.querySelector('source')).toHaveAttribute('src', 'https://blog.example/a.mp3');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', 'https://blog.example/v.jpg');
  });

  it('shows a gallery as a list of its images', () => {
    renderHtml(
      '<figure class="wp-block-gallery"><figure class="wp-block-image"><img src="https://blog.example/1.jpg" alt="Um"></figure><figure class="wp-block-image"><img src="https://blog.example/2.jpg" alt="Dois"></figure></figure>',
    );
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('alt'))).toEqual(['Um', 'Dois']);
  });
});

describe('PostContent prerendered, then hydrated', () => {
  /** Markup whose sloppy nesting the browser's HTML parser would rearrange if it reached the page as is. */
  const SLOPPY =
    '<p>a<div>b</div>c</p><p>antes<ul><li>item<li>outro</ul>depois</p><table>\n<tr>\n<td>1</td>\n</tr>solto</table>' +
    '<a href="https://a.example"><h2>Título ligado</h2>texto <a href="https://b.example">interno</a></a>' +
    '<p><a href="https://a.example"><strong>fora <a href="https://b.example">dentro</a></strong></a></p>' +
    '<h2>um<h3>dois</h3></h2><li>solto</li><pre>\nprimeira linha\n  recuo</pre><p><figure><img src="https://a.example/i.jpg" alt="i"></figure></p>' +
    '<p><iframe src="https://www.youtube.com/embed/SQEQr7c0-dw"></iframe></p><dl><p>x</p><dt>t</dt></dl><caption>fora</caption>' +
    '<figure class="wp-block-gallery"><ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><a href="https://a.example/1.jpg"><img src="https://a.example/1-150.jpg" alt=""></a></figure></li></ul></figure>';

  it('hydrates without a mismatch, because the tree is already in a shape the parser keeps', async () => {
    const nodes: ContentNode[] = parsePostContent(SLOPPY, links);
    const app = (
      <MemoryRouter>
        <PostContent nodes={nodes} />
      </MemoryRouter>
    );
    const html = renderToString(app);
    // What a browser builds from the prerendered HTML.
    const parsed = new DOMParser().parseFromString(`<!doctype html><body><div id="page">${html}</div>`, 'text/html');
    const page = document.importNode(parsed.getElementById('page') ?? document.createElement('div'), true);
    document.body.append(page);
    const before = page.outerHTML;
    await act(async () => {
      hydrateRoot(page, app);
      await Promise.resolve();
    });
    // A mismatch would have been logged with console.error, which fails the test (see test/setup.ts),
    // and React would have rebuilt the page instead of adopting it.
    expect(page.outerHTML).toBe(before);
    // The adopted page is live: the video box answers.
    await userEvent.click(within(page).getByRole('button', { name: /Reproduzir vídeo/ }));
    expect(page.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com'));
    page.remove();
  });
});
