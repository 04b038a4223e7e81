import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { FIXTURE_CATEGORIES, TEST_BASE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

const words = (count: number) => Array.from({ length: count }, (_, index) => `palavra${index}`).join(' ');

describe('product page with a live WordPress', () => {
  // The header asks for the categories on every page.
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));

  it('shows the post with badges, reading time, price buttons and the content as text', async () => {
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
    const buyButtons = screen.getAllByRole('link', { name: /Ver produto \(R\$ 399,90\)/ });
    expect(buyButtons).toHaveLength(2);
    for (const button of buyButtons) {
      expect(button).toHaveAttribute('href', 'https://loja.example/air-fryer?tag=curadoria');
      expect(button).toHaveAttribute('target', '_blank');
      expect(button).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      expect(button).toHaveAccessibleName(/abre em nova aba/);
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
      '/images/placeholder.svg',
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

describe('a prerendered product page', () => {
  beforeEach(() => server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES))));

  const seed = {
    baseUrl: TEST_BASE,
    fetchedAt: Date.now() - 60 * 60 * 1000,
    data: {
      source: 'live' as const,
      connectionFailed: false,
      product: {
        id: '4',
        title: 'Fone JBL da build',
        description: 'Resumo',
        image: '/images/placeholder.svg',
        category: 'Tecnologia',
        price: 'R$ 249,90',
        affiliateUrl: 'https://loja.example/jbl',
        isNew: false,
        content: ['Texto'],
        readTime: '1 min',
      },
    },
  };

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
    const product = { ...seed.data.product, id: '40', title: 'Garrafa Stanley da build' };
    await renderApp('/product/40', {
      wordpressUrl: TEST_BASE,
      productSeed: { ...seed, data: { ...seed.data, product } },
    });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/posts/40')));
    expect(screen.getByRole('heading', { level: 1, name: 'Garrafa Stanley da build' })).toBeInTheDocument();
    expect(screen.queryByText('Produto não encontrado')).not.toBeInTheDocument();
  });

  it('shows Produto não encontrado when WordPress says the post is gone', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, () => HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 })),
    );
    const product = { ...seed.data.product, id: '40' };
    await renderApp('/product/40', {
      wordpressUrl: TEST_BASE,
      productSeed: { ...seed, data: { ...seed.data, product } },
    });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeInTheDocument();
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
