import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useLoaderData,
  useParams,
} from 'react-router';
import * as v from 'valibot';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { indexPermalinks } from '@/wordpress/content/content-urls';
import { productMeta } from '@/features/seo/product-meta';
import type { PictureLookup } from '@/wordpress/catalog/pictures';
import { mapPostDetailWithImage } from '@/wordpress/fetch/map-post-detail-with-image';
import { NO_PICTURES, withSitePictures } from '@/wordpress/mapping/site-pictures';
import { postVersion } from '@/wordpress/mapping/post-version';
import { wpPostSchema, wpPostVersionSchema } from '@/wordpress/schemas';
import { elapse } from '@/test/fake-time';
import { server } from '@/test/msw-server';
import { renderApp, TestRoot } from '@/test/render-app';
import {
  daysAgo,
  FIXTURE_CATEGORIES,
  TEST_BASE,
  serveRestIndex,
  TEST_SITE,
  wordpressHandlers,
  wpPost,
} from '@/test/wordpress-fixtures';

import ProductRoute, { type loader } from './product';

const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(' ');

/** A comparison post as Gutenberg renders it, with the usual sloppiness of real content. */
const COMPARISON_POST = `
<!-- wp:heading --><h2 class="wp-block-heading">Resumo</h2><!-- /wp:heading -->
<p>Compramos <a href="https://loja.example/fone-x">na loja</a>, lemos <a href="https://outro.example/teste" target="_blank">um teste</a> e comparamos com <a href="${TEST_SITE}/?p=21">nossa cafeteira</a> (<a href="${TEST_SITE}/post-21/">a review dela</a>).</p>
<h3>Prós</h3>
<ul><li>Leve</li><li>Bateria de 30 h</li></ul>
<figure class="wp-block-table"><table><caption>Fones lado a lado</caption><thead><tr><th>Modelo</th><th>Preço</th></tr></thead><tbody><tr><td>X</td><td>R$ 199</td></tr><tr><td>Y</td><td>R$ 299</td></tr></tbody></table></figure>
<blockquote class="wp-block-quote"><p>Melhor fone do ano.</p><cite>Revista</cite></blockquote>
<figure class="wp-block-embed is-provider-youtube"><div class="wp-block-embed__wrapper"><iframe title="Review em vídeo" src="https://www.youtube.com/embed/SQEQr7c0-dw?feature=oembed"></iframe></div></figure>
<script>alert(1)</script>`;

describe('product page with a live WordPress', () => {
  // The header asks for the categories on every page.
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));

  it('shows the post with badges, reading time, price buttons and the content', async () => {
    server.use(
      ...wordpressHandlers([
        wpPost({
          id: 42,
          title: 'Air Fryer &#8211; 5 litros',
          price: 'R$ 399,90',
          affiliateUrl: 'https://loja.example/air-fryer?tag=curadoria',
          daysOld: 2,
          content: `<!-- wp:paragraph --><p>${words(250)}</p><!-- /wp:paragraph --><p>Segundo parágrafo</p>`,
        }),
      ]).handlers,
    );
    await renderApp('/product/42', { wordpressUrl: TEST_BASE });
    expect(screen.getByText('Carregando produto...')).toBeInTheDocument();
    expect(screen.getByText('Buscando informações do produto.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Air Fryer – 5 litros' })).toBeInTheDocument();
    expect(screen.getByText('Novo')).toBeInTheDocument();
    expect(screen.getByText('2 min de leitura')).toBeInTheDocument();
    const buyButtons = screen.getAllByRole('link', { name: 'Ver produto (R$ 399,90) (abre em nova aba)' });
    expect(buyButtons).toHaveLength(2);
    for (const button of buyButtons) {
      expect(button).toHaveAttribute('href', 'https://loja.example/air-fryer?tag=curadoria');
      expect(button).toHaveAttribute('target', '_blank');
      expect(button).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gostou do produto?' })).toBeInTheDocument();
    expect(screen.getByText(/Segundo parágrafo/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Air Fryer – 5 litros' })).toHaveAttribute(
      'src',
      'https://wp.test/wp-content/uploads/42.jpg',
    );
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  });

  it('falls back to the post link and the default price text', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/8`, () =>
        HttpResponse.json({ ...wpPost({ id: 8, title: 'Sem preço' }), meta: { affiliate_url: 'javascript:alert(1)' } }),
      ),
    );
    await renderApp('/product/8', { wordpressUrl: TEST_BASE });
    const [button] = await screen.findAllByRole('link', { name: /Ver produto \(Consulte o preço\)/ });
    expect(button).toHaveAttribute('href', 'https://wp.test/post-8/');
  });

  it('asks for the featured image only when _embed did not carry it', async () => {
    const post = { ...wpPost({ id: 12, title: 'Com mídia separada' }), _embedded: {} };
    const mediaRequests: string[] = [];
    server.use(
      http.get(`${TEST_BASE}/posts/12`, () => HttpResponse.json(post)),
      http.get(`${TEST_BASE}/media/:id`, ({ params }) => {
        mediaRequests.push(String(params.id));
        return HttpResponse.json({ source_url: 'https://wp.test/uploads/separada.webp' });
      }),
    );
    await renderApp('/product/12', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('img', { name: 'Com mídia separada' })).toHaveAttribute(
      'src',
      'https://wp.test/uploads/separada.webp',
    );
    expect(mediaRequests).toEqual(['1012']);
  });

  it('uses the placeholder image when the media request fails', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/13`, () =>
        HttpResponse.json({ ...wpPost({ id: 13, title: 'Mídia quebrada' }), _embedded: {} }),
      ),
      http.get(`${TEST_BASE}/media/:id`, () => HttpResponse.json({}, { status: 500 })),
    );
    await renderApp('/product/13', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('img', { name: 'Mídia quebrada' })).toHaveAttribute(
      'src',
      '/images/placeholder.webp',
    );
  });

  it('shows the sample with the same id when the post is missing', async () => {
    server.use(...wordpressHandlers([]).handlers);
    await renderApp('/product/1', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: /Fone de Ouvido Bluetooth/ })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).not.toBeInTheDocument();
  });

  it("says 'Produto não encontrado' when neither WordPress nor the samples have it", async () => {
    server.use(...wordpressHandlers([]).handlers);
    await renderApp('/product/999', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Verifique sua conexão com o WordPress ou tente novamente.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Configurar WordPress/ })).toBeInTheDocument();
  });

  it('shows the matching sample with the connection error when WordPress fails', async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.error()));
    await renderApp('/product/3', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tênis de Corrida com Amortecimento Leve' }),
    ).toBeInTheDocument();
  });

  it("says 'Produto não encontrado' when WordPress fails and no sample matches", async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json({}, { status: 503 })));
    await renderApp('/product/500', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
  });

  it("says 'Produto não encontrado' for a password-protected post", async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () =>
        HttpResponse.json({ ...wpPost({ id: 90, title: 'Protegido' }), content: { rendered: '', protected: true } }),
      ),
    );
    await renderApp('/product/90', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
  });

  it('never runs or links what a hostile post carries', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/66`, () =>
        HttpResponse.json(
          wpPost({
            id: 66,
            title: 'Título <script>alert(1)</script>seguro',
            affiliateUrl: 'javascript:alert(1)',
            content:
              '<p>Texto <img src=x onerror="alert(1)"> e <a href="javascript:alert(2)">link</a></p><script>alert(3)</script><style>*{}</style>&lt;script&gt;',
          }),
        ),
      ),
    );
    const { container } = await renderApp('/product/66', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Título seguro' })).toBeInTheDocument();
    expect(screen.getByText(/Texto e link/)).toHaveTextContent('Texto e link');
    expect(screen.queryByRole('link', { name: 'link' })).not.toBeInTheDocument();
    expect(container).toHaveTextContent(/e link\s*<script>/);
    expect(container.querySelector('script, style, iframe, [onerror], [style]')).toBeNull();
    for (const link of container.querySelectorAll('a'))
      expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  });
});

describe('product content from WordPress', () => {
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));

  it('keeps the structure of the post: headings, lists, a scrolling table, quotes, links and a video box', async () => {
    server.use(
      ...wordpressHandlers([
        wpPost({ id: 21, title: 'Cafeteira' }),
        wpPost({
          id: 42,
          title: 'Comparativo de fones',
          affiliateUrl: 'https://loja.example/fone?tag=curadoria',
          content: COMPARISON_POST,
        }),
      ]).handlers,
    );
    const { container, user } = await renderApp('/product/42', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Comparativo de fones' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Resumo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Prós' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leve', 'Bateria de 30 h']);
    const region = screen.getByRole('region', { name: 'Tabela: Fones lado a lado' });
    expect(within(region).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Melhor fone do ano.').closest('blockquote')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'na loja' })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByRole('link', { name: 'um teste' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'nossa cafeteira' })).toHaveAttribute('href', '/product/21');
    // Without the build's list of posts, a permalink cannot be told from any other page of the blog.
    expect(screen.getByRole('link', { name: 'a review dela' })).toHaveAttribute('href', `${TEST_SITE}/post-21/`);
    expect(container.querySelector('iframe, script')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reproduzir vídeo: Review em vídeo' }));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/SQEQr7c0-dw?autoplay=1',
    );
    await user.click(screen.getByRole('link', { name: 'nossa cafeteira' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cafeteira' })).toBeInTheDocument();
  });

  it("names a post without a title '(Sem título)'", async () => {
    server.use(...wordpressHandlers([wpPost({ id: 1169, title: '' })]).handlers);
    await renderApp('/product/1169', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1, name: '(Sem título)' })).toBeInTheDocument();
  });

  it("says 'Conteúdo não disponível' for a post without content", async () => {
    server.use(
      ...wordpressHandlers([wpPost({ id: 1170, title: 'Vazio', content: '<!-- wp:paragraph --><p></p>' })]).handlers,
    );
    await renderApp('/product/1170', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText('Conteúdo não disponível')).toBeInTheDocument();
  });
});

describe('the price check date (companion plugin)', () => {
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));
  const DAY_MS = 24 * 60 * 60 * 1000;
  const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
  const brazilian = (day: string) => day.split('-').reverse().join('/');

  function postCheckedOn(day: string) {
    const post = wpPost({ id: 31, title: 'Cafeteira' });
    return { ...post, meta: { price: 'R$ 199,90', affiliate_url: 'https://loja.example/c', price_checked_at: day } };
  }

  it("says when the price was checked, under the top 'Ver produto'", async () => {
    const day = dayAgo(3);
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json(postCheckedOn(day))));
    await renderApp('/product/31', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(`Preço verificado em ${brazilian(day)}`)).toBeInTheDocument();
    expect(screen.queryByText('O preço pode ter mudado: confira na loja.')).not.toBeInTheDocument();
  });

  it('warns that an old price may have changed', async () => {
    const day = dayAgo(45);
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json(postCheckedOn(day))));
    await renderApp('/product/31', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(`Preço verificado em ${brazilian(day)}`)).toBeInTheDocument();
    expect(screen.getByText('O preço pode ter mudado: confira na loja.')).toBeInTheDocument();
  });

  it("follows the owner's freshness window that the build read from the plugin", async () => {
    const day = dayAgo(10);
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json(postCheckedOn(day))));
    const settingsSeed = {
      baseUrl: TEST_BASE,
      data: { priceFreshDays: 14, companionPlugin: true },
      fetchedAt: Date.now(),
    };
    server.use(http.post(`${TEST_SITE}/wp-json/curadoria/v1/events`, () => HttpResponse.json({ counted: true })));
    // A prerendered page whose build data is old: the browser maps the refreshed post with the settings.
    const built = {
      id: '31',
      title: 'Cafeteira',
      description: 'Resumo',
      image: '/images/placeholder.webp',
      category: 'Casa',
      price: 'R$ 199,90',
      affiliateUrl: 'https://loja.example/cafeteira',
      isNew: false,
    };
    const productSeed = { baseUrl: TEST_BASE, data: built, fetchedAt: 0 };
    await renderApp('/product/31', { wordpressUrl: TEST_BASE, settingsSeed, productSeed });
    expect(await screen.findByText(`Preço verificado em ${brazilian(day)}`)).toBeInTheDocument();
    expect(screen.queryByText('O preço pode ter mudado: confira na loja.')).not.toBeInTheDocument();
  });

  it("keeps the site's 7 days without the plugin's setting", async () => {
    const day = dayAgo(5);
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json(postCheckedOn(day))));
    await renderApp('/product/31', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(`Preço verificado em ${brazilian(day)}`)).toBeInTheDocument();
    expect(screen.queryByText('O preço pode ter mudado: confira na loja.')).not.toBeInTheDocument();
  });

  it('says nothing when no check date was recorded', async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json(postCheckedOn(''))));
    await renderApp('/product/31', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Cafeteira' });
    expect(screen.queryByText(/Preço verificado em/)).not.toBeInTheDocument();
  });
});

describe('a prerendered product page', () => {
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));

  const product = {
    id: '4',
    title: 'Fone JBL da build',
    description: 'Resumo',
    image: '/images/placeholder.webp',
    category: 'Tecnologia',
    price: 'R$ 249,90',
    affiliateUrl: 'https://loja.example/jbl',
    isNew: false,
    content: ['Texto'],
    readTime: '1 min',
  };
  const seed = { baseUrl: TEST_BASE, fetchedAt: Date.now() - 60 * 60 * 1000, data: product };

  it('keeps the live product when the refresh fails, instead of the sample with the same id', async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json({}, { status: 500 })));
    await renderApp('/product/4', { wordpressUrl: TEST_BASE, productSeed: seed });
    expect(screen.getByRole('heading', { level: 1, name: 'Fone JBL da build' })).toBeInTheDocument();
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/posts/4')));
    expect(screen.getByRole('heading', { level: 1, name: 'Fone JBL da build' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).not.toBeInTheDocument();
  });

  it('keeps the live product when WordPress fails and no sample has its id', async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.error()));
    const built = { ...product, id: '40', title: 'Garrafa Stanley da build' };
    await renderApp('/product/40', { wordpressUrl: TEST_BASE, productSeed: { ...seed, data: built } });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/posts/40')));
    expect(screen.getByRole('heading', { level: 1, name: 'Garrafa Stanley da build' })).toBeInTheDocument();
    expect(screen.queryByText('Produto não encontrado')).not.toBeInTheDocument();
  });

  it('shows Produto não encontrado when WordPress says the post is gone', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 })),
    );
    await renderApp('/product/40', {
      wordpressUrl: TEST_BASE,
      productSeed: { ...seed, data: { ...product, id: '40' } },
    });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
  });
});

describe('a product page visited hours after the build', () => {
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));
  const DAY_MS = 24 * 60 * 60 * 1000;
  const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

  /** The build's product 4, read from WordPress when its post was as `post` is. */
  function builtProduct(post: Record<string, unknown>) {
    return {
      id: '4',
      title: 'Fone JBL da build',
      description: 'Resumo da build',
      image: '/images/placeholder.webp',
      category: 'Tecnologia',
      price: 'R$ 249,90',
      affiliateUrl: 'https://loja.example/jbl',
      isNew: false,
      content: ['Texto da build'],
      readTime: '1 min',
      version: postVersion(v.parse(wpPostVersionSchema, post)),
    };
  }
  const hoursAgo = Date.now() - 3 * 60 * 60 * 1000;
  const VERSION_REQUEST = '/posts/4?_fields=id%2Cmodified%2Cfeatured_media%2Cmeta%2Ccontent.protected';
  const postRequests = (requests: { path: string; params: URLSearchParams }[]) =>
    requests
      .filter((request) => request.path.startsWith('/posts'))
      .map((request) => `${request.path}?${request.params}`);

  it("asks only whether the post changed, and keeps the build's content when it did not", async () => {
    // WordPress's copy reads differently, but says it was not modified since the build read it.
    const post = wpPost({ id: 4, title: 'Fone JBL no WordPress', content: '<p>Texto novo</p>' });
    const wordpress = wordpressHandlers([post]);
    server.use(...wordpress.handlers);
    const seed = { baseUrl: TEST_BASE, fetchedAt: hoursAgo, data: builtProduct(post) };
    await renderApp('/product/4', { wordpressUrl: TEST_BASE, productSeed: seed });
    await waitFor(() => expect(postRequests(wordpress.requests)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(postRequests(wordpress.requests)).toEqual([VERSION_REQUEST]);
    expect(screen.getByRole('heading', { level: 1, name: 'Fone JBL da build' })).toBeInTheDocument();
    expect(screen.getByText('Texto da build')).toBeInTheDocument();
  });

  it('fetches and shows the post when WordPress modified it after the build', async () => {
    const post = wpPost({ id: 4, title: 'Fone JBL no WordPress', content: '<p>Texto novo</p>', modifiedDaysOld: 0 });
    const wordpress = wordpressHandlers([post]);
    server.use(...wordpress.handlers);
    const seed = { baseUrl: TEST_BASE, fetchedAt: hoursAgo, data: builtProduct({ ...post, modified: daysAgo(3) }) };
    await renderApp('/product/4', { wordpressUrl: TEST_BASE, productSeed: seed });
    expect(screen.getByRole('heading', { level: 1, name: 'Fone JBL da build' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fone JBL no WordPress' })).toBeInTheDocument();
    expect(screen.getByText('Texto novo')).toBeInTheDocument();
    expect(postRequests(wordpress.requests)).toEqual([VERSION_REQUEST, '/posts/4?_embed=']);
  });

  it('fetches and shows the post when its price changed without its modification time (an import)', async () => {
    const post = wpPost({ id: 4, title: 'Fone JBL no WordPress', price: 'R$ 199,90' });
    const wordpress = wordpressHandlers([post]);
    server.use(...wordpress.handlers);
    const before = {
      ...post,
      meta: { price: 'R$ 249,90', affiliate_url: 'https://loja.example/produto-4?tag=curadoria' },
    };
    const seed = { baseUrl: TEST_BASE, fetchedAt: hoursAgo, data: builtProduct(before) };
    await renderApp('/product/4', { wordpressUrl: TEST_BASE, productSeed: seed });
    expect(screen.getAllByRole('link', { name: /Ver produto \(R\$ 249,90\)/ })).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Ver produto \(R\$ 199,90\)/ })).toHaveLength(2));
    expect(postRequests(wordpress.requests)).toEqual([VERSION_REQUEST, '/posts/4?_embed=']);
  });

  it("judges the price's age on the day of the visit, not the build's, when the post did not change", async () => {
    const post = wpPost({ id: 4, title: 'Fone JBL no WordPress' });
    const wordpress = wordpressHandlers([post]);
    server.use(...wordpress.handlers);
    // Checked 35 days ago: within the 30-day window when the build ran 10 days ago, past it now.
    const built = {
      ...builtProduct(post),
      priceCheckedAt: dayAgo(35),
      priceFreshUntil: dayAgo(5),
      priceMayHaveChanged: false,
    };
    await renderApp('/product/4', { wordpressUrl: TEST_BASE, productSeed: { ...seed10DaysOld(), data: built } });
    expect(screen.queryByText('O preço pode ter mudado: confira na loja.')).not.toBeInTheDocument();
    expect(await screen.findByText('O preço pode ter mudado: confira na loja.')).toBeInTheDocument();
    expect(postRequests(wordpress.requests)).toEqual([VERSION_REQUEST]);
  });

  it('shows Produto não encontrado when the version request says the post is gone', async () => {
    const wordpress = wordpressHandlers([]);
    server.use(...wordpress.handlers);
    const seed = {
      baseUrl: TEST_BASE,
      fetchedAt: hoursAgo,
      data: { ...builtProduct(wpPost({ id: 40, title: 'Garrafa' })), id: '40' },
    };
    await renderApp('/product/40', { wordpressUrl: TEST_BASE, productSeed: seed });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
    expect(postRequests(wordpress.requests)).toEqual([VERSION_REQUEST.replace('/4?', '/40?')]);
  });

  function seed10DaysOld() {
    return { baseUrl: TEST_BASE, fetchedAt: Date.now() - 10 * DAY_MS };
  }
});

describe('product page while WordPress recovers (the spec retry policy, fake timers)', () => {
  beforeEach(() => {
    server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks once for a post WordPress says is missing', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () => {
        requests += 1;
        return HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 });
      }),
    );
    await renderApp('/product/77', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(60_000);
    expect(screen.getByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
    expect(requests).toBe(1);
  });

  it('shows the matching sample with the connection error at once, then the live post after a retry', async () => {
    let failuresLeft = 1;
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () => {
        if (failuresLeft-- > 0) return HttpResponse.json({}, { status: 503 });
        return HttpResponse.json(wpPost({ id: 3, title: 'Tênis ao vivo' }));
      }),
    );
    await renderApp('/product/3', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(0);
    expect(screen.getByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tênis de Corrida com Amortecimento Leve' }),
    ).toBeInTheDocument();
    await elapse(1100);
    expect(screen.getByRole('heading', { level: 1, name: 'Tênis ao vivo' })).toBeInTheDocument();
    expect(screen.queryByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).not.toBeInTheDocument();
  });

  it("says 'Produto não encontrado' only once the retries are spent when no sample matches", async () => {
    server.use(http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json({}, { status: 503 })));
    await renderApp('/product/500', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(6850);
    expect(screen.getByText('Carregando produto...')).toBeInTheDocument();
    await elapse(150);
    expect(screen.getByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
  });
});

describe('counting views and clicks (companion plugin)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(() =>
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
      http.get(`${TEST_BASE}/posts/:id`, ({ params }) =>
        HttpResponse.json(wpPost({ id: Number(params.id), title: `Post ${String(params.id)}` })),
      ),
    ),
  );

  /** jsdom cannot open the shop's tab: keep the click, drop the navigation. */
  function keepNavigationsHere() {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancel);
    return () => document.removeEventListener('click', cancel);
  }

  function recordEvents(answer: () => Response = () => HttpResponse.json({ counted: true })) {
    const events: unknown[] = [];
    server.use(
      http.post(`${TEST_SITE}/wp-json/curadoria/v1/events`, async ({ request }) => {
        expect(request.headers.get('Content-Type')).toMatch(/^text\/plain/);
        expect(request.credentials).toBe('omit');
        events.push(JSON.parse(await request.text()));
        return answer();
      }),
    );
    return events;
  }

  /** What the build found: whether the companion plugin answers at the test WordPress. */
  const builtWith = (companionPlugin: boolean) => ({
    settingsSeed: { baseUrl: TEST_BASE, data: { priceFreshDays: 30, companionPlugin }, fetchedAt: Date.now() },
  });

  async function clickVerProduto(user: { click: (element: Element) => Promise<void> }, times = 1) {
    for (const link of screen.getAllByRole('link', { name: /Ver produto/ }).slice(0, times)) await user.click(link);
  }

  /** Lets every fire-and-forget request of the page go out (or not). */
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

  it("sends one view for a live product, and one click per 'Ver produto', once WordPress lists the plugin", async () => {
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true });
    const events = recordEvents();
    const restore = keepNavigationsHere();
    const { user } = await renderApp('/product/42', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Post 42' });
    await waitFor(() => expect(events).toEqual([{ type: 'view', post: 42 }]));
    await clickVerProduto(user, 2);
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events.slice(1)).toEqual([
      { type: 'click', post: 42 },
      { type: 'click', post: 42 },
    ]);
    expect(index.asked()).toBe(1);
    restore();
  });

  it('sends nothing to a WordPress without the plugin, asking its REST index once for the whole visit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const index = serveRestIndex(TEST_SITE, { companionPlugin: false });
    const restore = keepNavigationsHere();
    await renderApp('/product/7', { wordpressUrl: TEST_BASE });
    await elapse(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Post 7' })).toBeInTheDocument();
    expect(index.asked()).toBe(1);
    // An hour on the page: what the visit learned still holds.
    await elapse(60 * 60 * 1000);
    for (const link of screen.getAllByRole('link', { name: /Ver produto/ })) fireEvent.click(link);
    await elapse(0);
    // Any request to the plugin's routes would fail this test (unhandled).
    expect(index.asked()).toBe(1);
    restore();
  });

  it('tells the counter that a visit and its clicks came from a price alert (?via=alerta)', async () => {
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    const events = recordEvents();
    const restore = keepNavigationsHere();
    const { user } = await renderApp({ pathname: '/product/42', search: '?via=alerta' }, { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Post 42' });
    await waitFor(() => expect(events).toEqual([{ type: 'view', post: 42, via: 'alert' }]));
    await clickVerProduto(user);
    await waitFor(() => expect(events).toHaveLength(2));
    expect(events[1]).toEqual({ type: 'click', post: 42, via: 'alert' });
    restore();
  });

  it('asks WordPress nothing about the plugin when the build found none', async () => {
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true });
    const restore = keepNavigationsHere();
    const { user } = await renderApp('/product/7', { wordpressUrl: TEST_BASE, ...builtWith(false) });
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    await clickVerProduto(user);
    await settle();
    expect(index.asked()).toBe(0);
    restore();
  });

  it("counts for the build's WordPress without asking its REST index when the build found the plugin", async () => {
    const index = serveRestIndex(TEST_SITE, { companionPlugin: false });
    const events = recordEvents();
    await renderApp('/product/7', { wordpressUrl: TEST_BASE, ...builtWith(true) });
    await waitFor(() => expect(events).toEqual([{ type: 'view', post: 7 }]));
    expect(index.asked()).toBe(0);
  });

  it('sends nothing for a sample product', async () => {
    // A WordPress with the plugin that lacks the post: the sample with that id stands in, uncounted.
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () =>
        HttpResponse.json({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }, { status: 404 }),
      ),
    );
    const events = recordEvents();
    const restore = keepNavigationsHere();
    const { user } = await renderApp('/product/2', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Air Fryer Digital 5 Litros' });
    await clickVerProduto(user);
    await settle();
    expect(events).toEqual([]);
    restore();
  });

  it("stops sending for the visit once the plugin's route answers that it does not exist", async () => {
    // The plugin was removed after the build found it.
    const events = recordEvents(() => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 }));
    const restore = keepNavigationsHere();
    const { user } = await renderApp('/product/7', { wordpressUrl: TEST_BASE, ...builtWith(true) });
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    await waitFor(() => expect(events).toHaveLength(1));
    await settle();
    await clickVerProduto(user);
    await settle();
    expect(events).toHaveLength(1);
    restore();
  });

  it("takes a REST index that fails for no answer, not for 'no plugin': the next count asks again", async () => {
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true, failFirst: true });
    const events = recordEvents();
    const restore = keepNavigationsHere();
    const { user } = await renderApp('/product/7', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Post 7' });
    await waitFor(() => expect(index.asked()).toBe(1));
    await settle();
    expect(events).toEqual([]);
    await clickVerProduto(user);
    await waitFor(() => expect(events).toEqual([{ type: 'click', post: 7 }]));
    expect(index.asked()).toBe(2);
    // Counting never shows the visitor an error.
    expect(screen.queryByText(/Erro|não encontrado/)).not.toBeInTheDocument();
    restore();
  });
});

// Product pages load the HTML parser on demand; transforming it once here keeps the first test's
// timing about the page, not about the test runner.
beforeAll(() => import('@/wordpress/content/parse-post-content'));

/** The product route module with the props the framework gives it. */
function ProductPage() {
  const { id = '' } = useParams();
  return <ProductRoute params={{ id }} loaderData={useLoaderData<typeof loader>()} />;
}

describe('a product page prerendered by the build, then hydrated in the browser', () => {
  it('adopts the prerendered content without a mismatch and keeps it after the refresh', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    const post = wpPost({ id: 42, title: 'Comparativo de fones', content: COMPARISON_POST });
    const wordpress = wordpressHandlers([wpPost({ id: 21, title: 'Cafeteira' }), post]);
    server.use(...wordpress.handlers);
    // What the build does for /product/42: the post mapped for its page, as the route's build data.
    const knownPosts = indexPermalinks([{ id: 21, link: `${TEST_SITE}/post-21/` }]);
    const product = await mapPostDetailWithImage(
      { baseUrl: TEST_BASE, priceFreshDays: 30, companionPlugin: null },
      v.parse(wpPostSchema, post),
      new Date(),
      undefined,
      knownPosts,
    );
    const seed = {
      baseUrl: TEST_BASE,
      fetchedAt: Date.now() - 3_600_000,
      data: product,
    };
    const routes = [
      {
        path: '/',
        Component: TestRoot,
        HydrateFallback: () => null,
        children: [
          {
            path: 'product/:id',
            Component: ProductPage,
            loader: () => ({ product, seed }),
          },
        ],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('https://achados.example/product/42'));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );

    // The browser parses the prerendered HTML, then React adopts it.
    const parsed = new DOMParser().parseFromString(`<!doctype html><body><div id="app">${html}</div>`, 'text/html');
    const page = document.importNode(parsed.getElementById('app') ?? document.createElement('div'), true);
    document.body.append(page);
    const article = () => page.querySelector('article')?.outerHTML;
    const prerendered = article();
    expect(prerendered).toContain('Fones lado a lado');
    const router = createMemoryRouter(routes, {
      initialEntries: ['/product/42'],
      hydrationData: { loaderData: context.loaderData },
    });
    const root = await act(() => Promise.resolve(hydrateRoot(page, <RouterProvider router={router} />)));
    // The browser refreshes the build data from WordPress, parsing the same post itself.
    await waitFor(() => expect(wordpress.requests.some((request) => request.path === '/posts/42')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // A hydration mismatch is logged with console.error, which fails the test (see test/setup.ts).
    // The refresh also keeps the link the build resolved from a permalink on this site.
    expect(within(page).getByRole('link', { name: 'a review dela' })).toHaveAttribute('href', '/product/21');
    expect(article()).toBe(prerendered);
    await userEvent.click(within(page).getByRole('button', { name: /Reproduzir vídeo/ }));
    expect(page.querySelector('iframe')).not.toBeNull();
    act(() => root.unmount());
    page.remove();
  });
});

describe('product page without a WordPress', () => {
  it('shows every sample product, with its text', async () => {
    await renderApp('/product/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Garrafa Térmica Inox 1 Litro' })).toBeInTheDocument();
    expect(screen.getByText(/Parede dupla de aço inox/)).toBeInTheDocument();
    expect(screen.getByText('1 min de leitura')).toBeInTheDocument();
  });
});

describe('sharing', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('copies the link and says so when the device cannot share', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await renderApp('/product/2');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Link copiado para a área de transferência!'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('opens the device share sheet when there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await renderApp('/product/2');
    await user.click(await screen.findByRole('button', { name: 'Compartilhar' }));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ title: 'Air Fryer Digital 5 Litros' }));
  });
});

describe('404', () => {
  it('shows the not-found page with a way home', async () => {
    await renderApp('/nao-existe');
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: /página inicial/ })).toHaveAttribute('href', '/');
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('404'), '/nao-existe');
  });
});

describe("a prerendered product page's image, as a phone's browser reads it", () => {
  const upload = `${TEST_SITE}/wp-content/uploads/2026/11/air-fryer`;
  const size = (width: number, height: number) => ({ source_url: `${upload}-${width}x${height}.jpg`, width, height });
  /** A 1500×1000 photo uploaded before the companion plugin: WordPress's default sizes only. */
  const defaultSizes = {
    thumbnail: size(150, 150),
    medium: size(300, 200),
    medium_large: size(768, 512),
    large: size(1024, 683),
    full: { source_url: `${upload}.jpg`, width: 1500, height: 1000 },
  };

  /** The page's HTML as the build writes it for the post, parsed as the browser parses it. */
  async function prerender(
    id: number,
    sizes: Record<string, { source_url: string; width: number; height: number }>,
    /** The pictures the build took in (none: WordPress's addresses). */
    taken: PictureLookup = NO_PICTURES,
  ) {
    // The build's WordPress: its data is the page's.
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    const post = {
      ...wpPost({ id, title: 'Air Fryer Mondial' }),
      _embedded: { 'wp:featuredmedia': [{ id: 1000 + id, source_url: `${upload}.jpg`, media_details: { sizes } }] },
    };
    const product = withSitePictures(
      await mapPostDetailWithImage(
        { baseUrl: TEST_BASE, priceFreshDays: 30, companionPlugin: null },
        v.parse(wpPostSchema, post),
        new Date(),
      ),
      taken,
    );
    const seed = { baseUrl: TEST_BASE, fetchedAt: Date.now(), data: product };
    const routes = [
      {
        path: '/',
        Component: TestRoot,
        children: [{ path: 'product/:id', Component: ProductPage, loader: () => ({ product, seed }) }],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(`https://achados.example/product/${id}`));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
    );
    const parsed = new DOMParser().parseFromString(`<!doctype html><body><div id="app">${html}</div>`, 'text/html');
    const page = document.importNode(parsed.getElementById('app') ?? document.createElement('div'), true);
    document.body.append(page);
    const image = within(page).getByRole('img', { name: 'Air Fryer Mondial' });
    const preloads = [...page.querySelectorAll('link[rel="preload"][as="image"]')];
    page.remove();
    return { image, preloads, product };
  }
  const candidates = (srcset: string | null) => srcset?.split(', ').map((candidate) => candidate.split(' ')[1]);

  it('offers the upload’s 3:2 sizes for the 3:2 picture its 4:3 box crops, and preloads the same choice', async () => {
    const { image, preloads } = await prerender(20, defaultSizes);
    // Not the square thumbnail: it would show another part of the picture.
    expect(candidates(image.getAttribute('srcset'))).toEqual(['300w', '768w', '1024w', '1500w']);
    // The box covers itself with the picture: a 3:2 one is drawn 1.125 times the box's width.
    expect(image).toHaveAttribute('sizes', '(min-width: 800px) calc(768px * 1.125), calc((100vw - 32px) * 1.125)');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    // One preload, of the very candidate the image will pick (same srcset, same sizes), at high priority.
    expect(preloads).toHaveLength(1);
    const [preload] = preloads;
    expect(preload?.getAttribute('imagesrcset')).toBe(image.getAttribute('srcset'));
    expect(preload?.getAttribute('imagesizes')).toBe(image.getAttribute('sizes'));
    expect(preload?.getAttribute('fetchpriority')).toBe('high');
  });

  it('draws a picture the build took in from its copies on this site: AVIF, WebP for the others, the AVIF preloaded, a JPEG for link previews', async () => {
    const name = '0123456789abcdef0123';
    const taken: PictureLookup = (source, kind) =>
      source === `${upload}.jpg` && kind === 'product'
        ? { source, name, widths: [240, 480, 720, 1080], width: 1080, height: 810 }
        : undefined;
    const { image, preloads, product } = await prerender(22, defaultSizes, taken);
    const copies = (format: string) =>
      [240, 480, 720, 1080].map((width) => `/pictures/${name}-${width}.${format} ${width}w`).join(', ');
    const sizes = '(min-width: 800px) 768px, calc(100vw - 32px)';
    expect(image).toHaveAttribute('srcset', copies('webp'));
    expect(image).toHaveAttribute('sizes', sizes);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
    const source = image.parentElement?.querySelector('source');
    expect(image.parentElement?.localName).toBe('picture');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', copies('avif'));
    expect(source).toHaveAttribute('sizes', sizes);
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.getAttribute('type')).toBe('image/avif');
    expect(preloads[0]?.getAttribute('imagesrcset')).toBe(copies('avif'));
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(sizes);
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    expect(productMeta(product)).toContainEqual({
      property: 'og:image',
      content: `https://achados.example/pictures/${name}.jpg`,
    });
    // Nothing of the page asks WordPress for the picture.
    expect(image.parentElement?.outerHTML).not.toContain(TEST_SITE);
  });

  it("keeps the box's own widths for the companion plugin's 4:3 sizes", async () => {
    const { image, preloads } = await prerender(21, {
      ...defaultSizes,
      'curadoria-4x3-480': size(480, 360),
      'curadoria-4x3-600': size(600, 450),
      'curadoria-4x3-800': size(800, 600),
      'curadoria-4x3-1200': size(1200, 900),
    });
    expect(candidates(image.getAttribute('srcset'))).toEqual(['480w', '600w', '800w', '1200w', '1500w']);
    expect(image).toHaveAttribute('sizes', '(min-width: 800px) 768px, calc(100vw - 32px)');
    expect(preloads[0]?.getAttribute('imagesizes')).toBe(image.getAttribute('sizes'));
  });
});
