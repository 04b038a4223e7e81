import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { manyPosts, TEST_BASE, TEST_SITE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

const SAMPLE_BANNER = 'Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.';
const LIVE_BANNER = 'Conectado ao WordPress - Mostrando conteúdo atualizado';

const cards = () => screen.queryAllByTestId('product-card');

/** Visible text only: while loading, an invisible copy of the banner keeps its room. */
const VISIBLE = { ignore: '[aria-hidden="true"] *, script, style' };

function categoryMenuEntries() {
  const menu = screen.getByRole('link', { name: 'Todos' }).closest('ul');
  if (menu === null) throw new Error('category menu not found');
  return within(menu)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

/** 'card' or 'ad' for each cell of the main grid, in order. */
function gridCells() {
  const grid = cards()[0]?.parentElement;
  if (!grid) throw new Error('grid not found');
  return Array.from(grid.children).map((child) => (child.querySelector('[data-testid="ad-slot"]') ? 'ad' : 'card'));
}
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);

function useWordPress(posts: Record<string, unknown>[]) {
  const wordpress = wordpressHandlers(posts);
  server.use(...wordpress.handlers);
  return wordpress;
}

describe('home without a WordPress configured', () => {
  it('shows the ten sample products at once, with the sample banner and no request', async () => {
    await renderApp('/');
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Configurar WordPress/ })).toBeInTheDocument();
    expect(screen.queryByText('Carregando produtos...')).not.toBeInTheDocument();
  });

  it('shows the sidebars, the promotion and the newsletter', async () => {
    await renderApp('/');
    const mostRead = screen.getByRole('region', { name: 'Mais Lidas' });
    expect(within(mostRead).getAllByRole('listitem')).toHaveLength(5);
    const latest = screen.getByRole('region', { name: 'Últimas Publicações' });
    expect(within(latest).getAllByRole('listitem').length).toBeLessThanOrEqual(4);
    expect(screen.getByText('Descubra ofertas exclusivas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SAIBA MAIS' })).toBeInTheDocument();
    expect(screen.getByText('Sua Marca Aqui')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Não perca nenhuma novidade!' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Seu melhor email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Inscrever-se' })).toBeInTheDocument();
  });

  it('filters the samples by category from the Categorias menu', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    expect(categoryMenuEntries()).toEqual([
      'Todos',
      'Tecnologia',
      'Casa',
      'Moda',
      'Utilidades',
      'Saúde e Cuidados Pessoais',
      'Comparativos',
    ]);
    await user.click(screen.getByRole('link', { name: 'Casa' }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(['Air Fryer Digital 5 Litros', 'Jogo de Panelas Antiaderentes 5 Peças']),
    );
  });

  it('searches the samples as the visitor types', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'garrafa');
    expect(cardTitles()).toEqual(['Garrafa Térmica Inox 1 Litro']);
  });

  it('says nothing was found when the search matches nothing', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'xyz');
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar sua busca ou categoria para encontrar produtos incríveis.'),
    ).toBeInTheDocument();
  });

  it('restores search and category from a shared link', async () => {
    await renderApp('/?q=fone&categoria=Tecnologia');
    expect(screen.getByPlaceholderText('Buscar produtos...')).toHaveValue('fone');
    expect(cardTitles()).toEqual(['Fone de Ouvido Bluetooth com Cancelamento de Ruído']);
  });
});

describe('home with a live WordPress', () => {
  it('shows the loading state, then the live products with the connected banner', async () => {
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([{ id: 2, name: 'Tecnologia', count: 1 }])),
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay(50);
        return HttpResponse.json([wpPost({ id: 7, title: 'Smartphone &#8211; Edição &#8220;Pro&#8221;' })], {
          headers: { 'X-WP-TotalPages': '1' },
        });
      }),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(screen.getByText('Carregando produtos...')).toBeInTheDocument();
    expect(screen.getByText('Conectando ao WordPress e buscando conteúdo.')).toBeInTheDocument();
    expect(await screen.findByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Smartphone – Edição “Pro”']);
    expect(
      within(screen.getByTestId('product-card')).getByRole('link', { name: /Smartphone – Edição “Pro”/ }),
    ).toHaveAttribute('href', '/product/7');
  });

  it('shows what follows the list only once the list is there, so it never moves when the products arrive', async () => {
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([{ id: 2, name: 'Tecnologia', count: 1 }])),
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay(50);
        return HttpResponse.json([wpPost({ id: 7, title: 'Fone sem fio' })], { headers: { 'X-WP-TotalPages': '1' } });
      }),
    );
    await renderApp('/?q=fone', { wordpressUrl: TEST_BASE });
    expect(screen.getByText('Carregando produtos...')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Destaques' })).not.toBeInTheDocument();
    expect(screen.queryByText('Não perca nenhuma novidade!')).not.toBeInTheDocument();
    expect(await screen.findByRole('complementary', { name: 'Destaques' })).toBeInTheDocument();
    expect(screen.getByText('Não perca nenhuma novidade!')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
  });

  it('makes one request for the list and one for the categories', async () => {
    const wordpress = useWordPress(manyPosts(5));
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(wordpress.requests.map((request) => request.path).sort()).toEqual(['/categories', '/posts']);
    const list = wordpress.requests.find((request) => request.path === '/posts');
    expect(list?.params.get('page')).toBe('1');
    expect(list?.params.get('per_page')).toBe('20');
    expect(list?.params.has('_embed')).toBe(true);
    expect(wordpress.requests.find((request) => request.path === '/categories')?.params.get('per_page')).toBe('100');
  });

  it('lists only the live categories that have posts', async () => {
    useWordPress(manyPosts(2));
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    expect(categoryMenuEntries()).toEqual(['Todos', 'Tecnologia', 'Casa']);
  });

  it('asks WordPress for the chosen category by its id', async () => {
    const wordpress = useWordPress([
      wpPost({ id: 1, title: 'Notebook', categoryId: 2 }),
      wpPost({ id: 2, title: 'Liquidificador', categoryId: 3 }),
    ]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    await user.click(screen.getByRole('link', { name: 'Casa' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Liquidificador']));
    expect(wordpress.requests.at(-1)?.params.get('categories')).toBe('3');
  });

  it('sends one search request when typing pauses, not one per keystroke', async () => {
    const wordpress = useWordPress([wpPost({ id: 1, title: 'Fone sem fio' }), wpPost({ id: 2, title: 'Cafeteira' })]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fone');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    const searches = wordpress.requests.filter((request) => request.params.has('search'));
    expect(searches.map((request) => request.params.get('search'))).toEqual(['fone']);
  });

  it('shows an empty result, not samples, when a working WordPress matches nothing', async () => {
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio' })]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'garrafa');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('inserts an ad row after the 8th and 16th of twenty products', async () => {
    useWordPress(manyPosts(20));
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(cards()).toHaveLength(20);
    const slots = screen.getAllByTestId('ad-slot');
    expect(slots).toHaveLength(2);
    const order = gridCells();
    expect(order.indexOf('ad')).toBe(8);
    expect(order.lastIndexOf('ad')).toBe(17);
    expect(slots[0]).toHaveTextContent('Publicidade');
  });

  it('loads the next pages with Carregar mais until the last one', async () => {
    const wordpress = useWordPress(manyPosts(45));
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('ad-slot')).toHaveLength(5);
    expect(
      wordpress.requests.filter((request) => request.path === '/posts').map((request) => request.params.get('page')),
    ).toEqual(['1', '2', '3']);
  });
});

describe('home when WordPress fails', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['a 500 status', () => HttpResponse.json({ code: 'internal' }, { status: 500 })],
    ['an HTML page instead of JSON', () => HttpResponse.html('<!doctype html><title>Erro</title>')],
    ['malformed JSON', () => new HttpResponse('[{"id": 1,', { headers: { 'Content-Type': 'application/json' } })],
    ['JSON of the wrong shape', () => HttpResponse.json({ posts: 'nenhum' })],
    ['a dropped connection', () => HttpResponse.error()],
  ];

  it.each(failures)('falls back to the samples on %s', async (_name, respond) => {
    server.use(http.get(`${TEST_BASE}/categories`, respond), http.get(`${TEST_BASE}/posts`, respond));
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it('falls back to the samples when WordPress has no posts', async () => {
    useWordPress([]);
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it('keeps posts with missing or wrongly typed fields, using the fallbacks', async () => {
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([])),
      http.get(`${TEST_BASE}/posts`, () =>
        HttpResponse.json([
          { id: 5, title: 'sem rendered', excerpt: null, categories: 'x', meta: [], featured_media: 'nope' },
          { title: { rendered: 'Sem id é descartado' } },
        ]),
      ),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(screen.getByTestId('product-card')).toHaveTextContent('Geral');
    expect(screen.getByTestId('product-card')).toHaveTextContent('Consulte o preço');
  });
});

describe('a hostile post', () => {
  it('renders as text: no script element, no javascript: link, no injected attribute', async () => {
    useWordPress([
      wpPost({
        id: 66,
        title: '<script>alert(1)</script>Oferta <img src=x onerror=alert(1)>imperdível',
        affiliateUrl: 'javascript:alert(1)',
        image: 'javascript:alert(1)',
        excerpt: '<p onclick="alert(1)">Clique <a href="javascript:alert(1)">aqui</a></p>',
      }),
    ]);
    const { container } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(cardTitles()).toEqual(['Oferta imperdível']);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick]')).toBeNull();
    for (const element of container.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).not.toMatch(/^\s*javascript:/i);
    }
    expect(screen.getByTestId('product-card').querySelector('img')).toHaveAttribute('src', '/images/placeholder.svg');
  });
});

describe('the WordPress dialog', () => {
  it('switches the site to the address typed, normalised, and keeps it', async () => {
    useWordPress([wpPost({ id: 9, title: 'Produto do meu blog' })]);
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    expect(
      within(dialog).getByText('Digite a URL da sua instalação WordPress para carregar o conteúdo automaticamente.'),
    ).toBeInTheDocument();
    const connect = within(dialog).getByRole('button', { name: 'Conectar' });
    expect(connect).toBeDisabled();
    await user.type(within(dialog).getByLabelText('URL do WordPress'), `  ${TEST_SITE}/ `);
    expect(connect).toBeEnabled();
    await user.click(connect);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Produto do meu blog']);
    expect(window.localStorage.getItem('curadoria:wordpress-url')).toBe(TEST_BASE);
  });

  it('refuses an address that is not http(s)', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    const field = within(dialog).getByLabelText('URL do WordPress');
    await user.type(field, 'ftp://meublog.com.br');
    await user.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    expect(within(dialog).getByText('Use um endereço que comece com http:// ou https://.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(window.localStorage.getItem('curadoria:wordpress-url')).toBeNull();
  });

  it('closes without changes on Cancelar', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
  });

  it('ignores a stored address that is not http(s)', async () => {
    await renderApp('/', { wordpressUrl: 'javascript:alert(1)' });
    await act(() => Promise.resolve());
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
  });
});

describe('a prerendered home', () => {
  const builtLongAgo = Date.now() - 60 * 60 * 1000;
  const seed = {
    baseUrl: TEST_BASE,
    fetchedAt: builtLongAgo,
    data: {
      products: [{ ...sampleLike('201', 'Produto da build') }],
      source: 'live' as const,
      totalPages: 1,
    },
  };

  it('shows the build data at once, then refreshes it from WordPress', async () => {
    useWordPress([wpPost({ id: 201, title: 'Produto atualizado' })]);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: seed });
    expect(cardTitles()).toEqual(['Produto da build']);
    await waitFor(() => expect(cardTitles()).toEqual(['Produto atualizado']));
  });

  it('keeps the live products when the refresh fails, instead of swapping in samples', async () => {
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([], { status: 500 })),
      http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([], { status: 500 })),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: seed });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/posts?page=1')));
    expect(cardTitles()).toEqual(['Produto da build']);
    expect(screen.getByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
  });

  it('is not used for another WordPress than the build one', async () => {
    await renderApp('/', { homeSeed: seed });
    expect(cards()).toHaveLength(10);
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
  });
});

describe('the search box', () => {
  it('shows the search of the address on reload, even when the entry was made while typing', async () => {
    await renderApp({ pathname: '/', search: '?q=garrafa', state: { typing: true } });
    expect(screen.getByPlaceholderText('Buscar produtos...')).toHaveValue('garrafa');
  });
});

function sampleLike(id: string, title: string) {
  return {
    id,
    title,
    description: 'Resumo',
    image: '/images/placeholder.svg',
    category: 'Casa',
    price: 'R$ 10,00',
    affiliateUrl: 'https://loja.example/x',
    isNew: false,
  };
}
