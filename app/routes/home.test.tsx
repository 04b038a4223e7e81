import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import * as v from 'valibot';

import { elapse } from '@/test/fake-time';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { mapCategory } from '@/wordpress/mapping/map-category';
import {
  FIXTURE_CATEGORIES,
  manyPosts,
  searchFragmentFiles,
  searchIndexHandlers,
  serveRestIndex,
  TEST_BASE,
  TEST_SITE,
  wordpressHandlers,
  wpPost,
} from '@/test/wordpress-fixtures';
import { postVersion } from '@/wordpress/mapping/post-version';
import { wpPostVersionSchema } from '@/wordpress/schemas';

const SAMPLE_BANNER = 'Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.';
const LIVE_BANNER = 'Conectado ao WordPress - Mostrando conteúdo atualizado';
const PRODUCTS_ERROR = 'Erro ao carregar produtos. Verifique se a URL do WordPress está correta.';
const SAMPLE_CATEGORY_NAMES = ['Tecnologia', 'Casa', 'Moda', 'Utilidades', 'Saúde e Cuidados Pessoais', 'Comparativos'];

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
    // The newsletter block's code arrives after the first paint (a lazy chunk).
    expect(await screen.findByRole('heading', { name: 'Não perca nenhuma novidade!' })).toBeInTheDocument();
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

  it('searches the samples as the visitor types, plurals and missing accents included', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'garrafas termicas');
    await waitFor(() => expect(cardTitles()).toEqual(['Garrafa Térmica Inox 1 Litro']));
  });

  it('says nothing was found when the search matches nothing', async () => {
    const { user } = await renderApp('/');
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'xyz');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    expect(
      screen.getByText('Tente ajustar sua busca ou categoria para encontrar produtos incríveis.'),
    ).toBeInTheDocument();
  });

  it('restores the search from a shared link', async () => {
    await renderApp('/?q=bateria');
    expect(screen.getByPlaceholderText('Buscar produtos...')).toHaveValue('bateria');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “bateria”');
    await waitFor(() => expect(cardTitles()).toContain('Escova Dental Elétrica Recarregável'));
  });
});

/** The build's index, an hour old, of `count` products 'Produto ao vivo 1', 2…: its files by path. */
function liveIndexFiles(count: number) {
  return searchFragmentFiles(
    Date.now() - 60 * 60 * 1000,
    Array.from({ length: count }, (_, index) => ({
      product: { ...sampleLike(String(100 + index), `Produto ao vivo ${index + 1}`), category: 'Tecnologia' },
      content: '',
    })),
  );
}

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
    // Nothing is known yet: 'Últimas Publicações' does not claim there is nothing new.
    expect(screen.queryByText('Nenhuma novidade nos últimos 30 dias.')).not.toBeInTheDocument();
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
    expect(await screen.findByText('Não perca nenhuma novidade!')).toBeInTheDocument();
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

  it('searches in the browser: plurals found, no request per keystroke and no WordPress search', async () => {
    const wordpress = useWordPress([
      wpPost({ id: 1, title: 'Fone sem fio' }),
      wpPost({ id: 2, title: 'Webcam com Microfone' }),
      wpPost({ id: 3, title: 'Cafeteira' }),
    ]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    const before = wordpress.requests.length;
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fones');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    await user.clear(screen.getByPlaceholderText('Buscar produtos...'));
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'cafeteiras');
    await waitFor(() => expect(cardTitles()).toEqual(['Cafeteira']));
    expect(wordpress.requests.some((request) => request.params.has('search'))).toBe(false);
    // This site has no build index for this WordPress: its posts are read once, for the whole visit.
    const searchReads = wordpress.requests.slice(before).filter((request) => request.path === '/posts');
    expect(searchReads.map((request) => request.params.get('per_page'))).toEqual(['100']);
  });

  it("keeps the list, not the samples nor a loading screen, while WordPress's posts load for a site without its index", async () => {
    let answerPosts = () => {};
    const postsAsked = new Promise<void>((resolve) => {
      answerPosts = resolve;
    });
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio' }), wpPost({ id: 2, title: 'Cafeteira' })]);
    server.use(
      http.get(`${TEST_BASE}/posts`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('per_page') !== '100') return undefined;
        await postsAsked;
        return HttpResponse.json([wpPost({ id: 1, title: 'Fone sem fio' })], { headers: { 'X-WP-TotalPages': '1' } });
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fone');
    expect(await screen.findByText('Buscando produtos...')).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Fone sem fio', 'Cafeteira']);
    expect(screen.queryByText('Carregando produtos...')).not.toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_BANNER, VISIBLE)).not.toBeInTheDocument();
    answerPosts();
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    expect(screen.queryByText('Buscando produtos...')).not.toBeInTheDocument();
  });

  it("keeps the products shown while the index's fragments come slowly, as on a phone's network", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const posts = manyPosts(20);
    useWordPress(posts);
    const files = liveIndexFiles(posts.length);
    const asked: string[] = [];
    server.use(
      http.get('*/search/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        asked.push(path);
        // Every fragment but the first file is held, as a slow network would.
        if (path !== '/search/meta.json') await held;
        const text = files.get(path);
        return text === undefined ? new HttpResponse(null, { status: 404 }) : HttpResponse.text(text);
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await waitFor(() => expect(cards()).toHaveLength(20));
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'vivo 7');
    expect(await screen.findByText('Buscando produtos...')).toBeInTheDocument();
    // The 20 products stay, with no WordPress message, for as long as the fragments are held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cards()).toHaveLength(20);
    expect(screen.queryByText('Carregando produtos...')).not.toBeInTheDocument();
    expect(screen.queryByText('Conectando ao WordPress e buscando conteúdo.')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(cardTitles()).toEqual(['Produto ao vivo 7']));
    expect(screen.queryByText('Buscando produtos...')).not.toBeInTheDocument();
    expect(asked).toContain('/search/terms/v.json');
  });

  it("keeps 'Nenhum produto encontrado' while the next search's fragments come", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding = false;
    const posts = manyPosts(3);
    useWordPress(posts);
    const files = liveIndexFiles(posts.length);
    server.use(
      http.get('*/search/*', async ({ request }) => {
        const path = new URL(request.url).pathname;
        if (holding) await held;
        const text = files.get(path);
        return text === undefined ? new HttpResponse(null, { status: 404 }) : HttpResponse.text(text);
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    const box = screen.getByPlaceholderText('Buscar produtos...');
    await user.type(box, 'vivo zebra');
    expect(await screen.findByText('Nenhum produto encontrado')).toBeInTheDocument();
    holding = true;
    await user.type(box, ' produto');
    expect(await screen.findByText('Buscando produtos...')).toBeInTheDocument();
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('Buscando produtos...')).not.toBeInTheDocument());
    expect(screen.getByText('Nenhum produto encontrado')).toBeInTheDocument();
  });

  it("searches the build's index and finds a post WordPress published after the build", async () => {
    const builtAt = Date.now() - 24 * 60 * 60 * 1000;
    const wordpress = useWordPress([
      { ...wpPost({ id: 9, title: 'Fone de Ouvido Gamer', daysOld: 0 }) },
      { ...wpPost({ id: 1, title: 'Fone sem fio', daysOld: 3 }) },
    ]);
    server.use(
      ...searchIndexHandlers(builtAt, [
        { product: { ...sampleLike('1', 'Fone sem fio'), category: 'Tecnologia' }, content: '' },
      ]),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fones');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone de Ouvido Gamer', 'Fone sem fio']));
    const newer = wordpress.requests.filter((request) => request.params.has('modified_after'));
    expect(newer).toHaveLength(1);
    expect(Date.parse(newer[0]?.params.get('modified_after') ?? '')).toBe(builtAt);
  });

  it("shows the build index's results before WordPress answers what is newer, then adds the newer posts", async () => {
    let answerNewer = () => {};
    const newerAsked = new Promise<void>((resolve) => {
      answerNewer = resolve;
    });
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio', daysOld: 3 })]);
    server.use(
      ...searchIndexHandlers(Date.now() - 60 * 60 * 1000, [
        { product: { ...sampleLike('1', 'Fone sem fio'), category: 'Tecnologia' }, content: '' },
      ]),
      http.get(`${TEST_BASE}/posts`, async ({ request }) => {
        if (!new URL(request.url).searchParams.has('modified_after')) return undefined;
        await newerAsked;
        return HttpResponse.json([wpPost({ id: 9, title: 'Fone de Ouvido Gamer', daysOld: 0 })], {
          headers: { 'X-WP-TotalPages': '1' },
        });
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fones');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    answerNewer();
    await waitFor(() => expect(cardTitles()).toEqual(['Fone de Ouvido Gamer', 'Fone sem fio']));
  });

  it("keeps the build index's results of a shared search link when WordPress fails to say what is newer", async () => {
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio', daysOld: 3 })]);
    let newerAsked = 0;
    server.use(
      ...searchIndexHandlers(Date.now() - 60 * 60 * 1000, [
        { product: { ...sampleLike('1', 'Fone sem fio'), category: 'Tecnologia' }, content: '' },
      ]),
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        if (!new URL(request.url).searchParams.has('modified_after')) return undefined;
        newerAsked += 1;
        return HttpResponse.json({ code: 'internal_server_error' }, { status: 500 });
      }),
    );
    await renderApp('/?q=fones', { wordpressUrl: TEST_BASE });
    await waitFor(() => expect(newerAsked).toBe(1));
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    expect(screen.queryByText(SAMPLE_BANNER, VISIBLE)).not.toBeInTheDocument();
    // WordPress did not answer for these results: no claim that it did, and its error once the retries are spent.
    expect(screen.queryByText(LIVE_BANNER, VISIBLE)).not.toBeInTheDocument();
    expect(await screen.findByText(PRODUCTS_ERROR, VISIBLE, { timeout: 15_000 })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Fone sem fio']);
  }, 20_000);

  it('starts loading the search index when the visitor enters the search box, before the first key', async () => {
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio' })]);
    const asked: string[] = [];
    server.use(
      http.get('*/search/*', ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 404 });
      }),
    );
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(asked).toEqual([]);
    await user.click(screen.getByPlaceholderText('Buscar produtos...'));
    await waitFor(() => expect(asked).toEqual(['/search/meta.json']));
  });

  it('leaves the typed search behind when a link leads elsewhere: Início shows every product', async () => {
    useWordPress([wpPost({ id: 1, title: 'Fone sem fio' }), wpPost({ id: 2, title: 'Cafeteira' })]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'fone');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio']));
    await user.click(screen.getByRole('link', { name: 'Início' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Fone sem fio', 'Cafeteira']));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Produtos em destaque');
    expect(screen.getByPlaceholderText('Buscar produtos...')).toHaveValue('');
  });

  it("searches the samples, not the build's index, while WordPress does not answer", async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, () => HttpResponse.json({}, { status: 500 })),
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
      ...searchIndexHandlers(Date.now() - 60 * 60 * 1000, [
        { product: { ...sampleLike('77', 'Garrafa térmica da build'), category: 'Casa' }, content: '' },
      ]),
    );
    const failure = 'Erro ao carregar produtos. Verifique se a URL do WordPress está correta.';
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(failure, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'garrafa');
    await waitFor(() => expect(cardTitles()).toEqual(['Garrafa Térmica Inox 1 Litro']));
    expect(screen.getByText(failure, VISIBLE)).toBeInTheDocument();
  });

  it('shows search results 20 at a time with Carregar mais, without asking WordPress again', async () => {
    const wordpress = useWordPress(manyPosts(45));
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'vivo');
    // Forty cards take a while to render in jsdom on a busy machine.
    const slow = { timeout: 5000 };
    await screen.findByRole('heading', { name: 'Resultados para “vivo”' }, slow);
    await waitFor(() => expect(cards()).toHaveLength(20), slow);
    const requests = wordpress.requests.length;
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(40), slow);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(45), slow);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
    expect(wordpress.requests.length).toBe(requests);
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

  it("says so in 'Últimas Publicações' when no product is new", async () => {
    useWordPress([wpPost({ id: 1, title: 'Fone antigo', daysOld: 90 })]);
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    const latest = screen.getByRole('region', { name: 'Últimas Publicações' });
    expect(within(latest).getByText('Nenhuma novidade nos últimos 30 dias.')).toBeVisible();
    expect(within(latest).queryByRole('list')).not.toBeInTheDocument();
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

describe("'Mais Lidas' with the companion plugin", () => {
  const mostReadTitles = () =>
    within(screen.getByRole('region', { name: 'Mais Lidas' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('lists the most viewed products of the last 30 days, in that order', async () => {
    const wordpress = useWordPress(manyPosts(8));
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true });
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(`${TEST_SITE}/wp-json/curadoria/v1/popular`, ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json([
          { id: 106, views: 90, clicks: 4 },
          { id: 102, views: 50, clicks: 9 },
        ]);
      }),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await waitFor(() => expect(mostReadTitles()).toEqual(['Produto ao vivo 7', 'Produto ao vivo 3']));
    expect(asked?.get('days')).toBe('30');
    expect(asked?.get('limit')).toBe('5');
    const included = wordpress.requests.find((request) => request.params.has('include'));
    expect(included?.params.get('include')).toBe('106,102');
    expect(index.asked()).toBe(1);
  });

  it('keeps the first five products, and asks the plugin nothing, when WordPress does not list it', async () => {
    useWordPress(manyPosts(8));
    const index = serveRestIndex(TEST_SITE, { companionPlugin: false });
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await waitFor(() => expect(index.asked()).toBe(1));
    // A request for the most viewed posts would fail this test (unhandled).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mostReadTitles()).toEqual([1, 2, 3, 4, 5].map((n) => `Produto ao vivo ${n}`));
  });
});

describe('home when WordPress fails for good', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['a 500 status', () => HttpResponse.json({ code: 'internal' }, { status: 500 })],
    ['an HTML page instead of JSON', () => HttpResponse.html('<!doctype html><title>Erro</title>')],
    ['malformed JSON', () => new HttpResponse('[{"id": 1,', { headers: { 'Content-Type': 'application/json' } })],
    ['JSON of the wrong shape', () => HttpResponse.json({ posts: 'nenhum' })],
    ['a dropped connection', () => HttpResponse.error()],
  ];

  it.each(failures)('shows the products error over the samples on %s', async (_name, respond) => {
    server.use(http.get(`${TEST_BASE}/categories`, respond), http.get(`${TEST_BASE}/posts`, respond));
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRODUCTS_ERROR);
    expect(cards()).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Configurar WordPress/ })).toBeInTheDocument();
  });

  it('shows the categories error when only the categories fail', async () => {
    useWordPress(manyPosts(2));
    server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar categorias');
    expect(cards()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    expect(categoryMenuEntries()).toEqual(['Todos', ...SAMPLE_CATEGORY_NAMES]);
  });

  it('falls back to the samples when WordPress has no posts', async () => {
    useWordPress([]);
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
  });

  it('searches the samples when WordPress has no posts', async () => {
    useWordPress([]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar produtos...'), 'garrafa');
    await waitFor(() => expect(cardTitles()).toEqual(['Garrafa Térmica Inox 1 Litro']));
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
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
    expect(within(screen.getByTestId('product-card')).getByRole('heading', { name: '(Sem título)' })).toBeVisible();
  });

  it('leaves password-protected posts out of the listing', async () => {
    const locked = { ...wpPost({ id: 2, title: 'Post protegido' }), excerpt: { rendered: '', protected: true } };
    useWordPress([wpPost({ id: 1, title: 'Post aberto' }), locked]);
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    expect(cardTitles()).toEqual(['Post aberto']);
  });
});

describe('home while WordPress recovers (the spec retry policy, fake timers)', () => {
  // The queries load their fetchers with the first request; loaded here, fake time measures the
  // retries, not the test runner's first transform of those modules.
  beforeAll(() => Promise.all([import('@/wordpress/fetch/most-read'), import('@/wordpress/fetch/rest-index')]));

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** WordPress answering the list with `failures` errors first, then the posts. */
  function flakyWordPress(failures: number, posts = manyPosts(3)) {
    const wordpress = wordpressHandlers(posts);
    let failuresLeft = failures;
    server.use(
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        if (failuresLeft <= 0) return undefined;
        failuresLeft -= 1;
        wordpress.requests.push({ path: '/posts', params: new URL(request.url).searchParams });
        return HttpResponse.json({ code: 'internal' }, { status: 500 });
      }),
      ...wordpress.handlers,
    );
    return { listRequests: () => wordpress.requests.filter((request) => request.path === '/posts').length };
  }

  it('shows the samples as soon as the first attempt fails, then the live products after the backoff', async () => {
    const wordpress = flakyWordPress(2);
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(0);
    expect(wordpress.listRequests()).toBe(1);
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    await elapse(900); // t ≈ 0.94 s
    expect(wordpress.listRequests()).toBe(1);
    await elapse(100); // t ≈ 1.06 s: retry 1, after 1 s
    expect(wordpress.listRequests()).toBe(2);
    expect(cards()).toHaveLength(10);
    await elapse(1850); // t ≈ 2.93 s
    expect(wordpress.listRequests()).toBe(2);
    await elapse(100); // t ≈ 3.05 s: retry 2, 2 s after retry 1
    expect(wordpress.listRequests()).toBe(3);
    expect(screen.getByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Produto ao vivo 1', 'Produto ao vivo 2', 'Produto ao vivo 3']);
    await elapse(60_000);
    expect(wordpress.listRequests()).toBe(3);
  });

  it("keeps the build's products under the products error, never 'Conectado', once a refresh's retries are spent", async () => {
    const wordpress = flakyWordPress(Infinity);
    const builtLongAgo = Date.now() - 60 * 60 * 1000;
    await renderApp('/', {
      wordpressUrl: TEST_BASE,
      retries: true,
      homeSeed: {
        baseUrl: TEST_BASE,
        fetchedAt: builtLongAgo,
        data: { products: [sampleLike('201', 'Produto da build')], totalPages: 1 },
      },
      categoriesSeed: { baseUrl: TEST_BASE, fetchedAt: builtLongAgo, data: FIXTURE_CATEGORIES.map(mapCategory) },
    });
    await elapse(0);
    expect(wordpress.listRequests()).toBe(1);
    expect(screen.queryByText(LIVE_BANNER, VISIBLE)).not.toBeInTheDocument();
    await elapse(7100); // retry 3, 4 s after retry 2
    expect(wordpress.listRequests()).toBe(4);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_ERROR);
    expect(screen.queryByText(LIVE_BANNER, VISIBLE)).not.toBeInTheDocument();
    expect(cardTitles()).toEqual(['Produto da build']);
  });

  it('shows the products error once the 3 retries are spent, and never asks a 5th time', async () => {
    const wordpress = flakyWordPress(Infinity);
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(6850); // t ≈ 6.9 s
    expect(wordpress.listRequests()).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(150); // t ≈ 7.1 s: retry 3, 4 s after retry 2
    expect(wordpress.listRequests()).toBe(4);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_ERROR);
    expect(cards()).toHaveLength(10);
    await elapse(120_000);
    expect(wordpress.listRequests()).toBe(4);
  });

  it('shows the categories error once its retries are spent', async () => {
    useWordPress(manyPosts(2));
    server.use(http.get(`${TEST_BASE}/categories`, () => HttpResponse.json({}, { status: 503 })));
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(0);
    expect(cards()).toHaveLength(2);
    await elapse(6850);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(150);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar categorias');
  });

  it("keeps 'Mais Lidas' as the first five while the REST index fails, and lists the most viewed once a retry reads it", async () => {
    useWordPress(manyPosts(8));
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true, failFirst: true });
    server.use(
      http.get(`${TEST_SITE}/wp-json/curadoria/v1/popular`, () =>
        HttpResponse.json([{ id: 106, views: 9, clicks: 0 }]),
      ),
    );
    const mostReadTitles = () =>
      within(screen.getByRole('region', { name: 'Mais Lidas' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(0);
    expect(index.asked()).toBe(1);
    expect(mostReadTitles()).toEqual([1, 2, 3, 4, 5].map((n) => `Produto ao vivo ${n}`));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await elapse(1100); // retry 1, after 1 s
    expect(index.asked()).toBe(2);
    expect(mostReadTitles()).toEqual(['Produto ao vivo 7']);
  });

  it("asks the REST index once per attempt of 'Mais Lidas' while it fails, and shows no error", async () => {
    useWordPress(manyPosts(8));
    let asked = 0;
    server.use(
      http.get(`${TEST_SITE}/wp-json/`, () => {
        asked += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(7100); // the 3 retries: after 1, 2 and 4 s
    expect(asked).toBe(4);
    await elapse(60_000);
    expect(asked).toBe(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Mais Lidas' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `Produto ao vivo ${n}`));
  });

  it('tries again at once when the browser comes back online', async () => {
    const wordpress = flakyWordPress(4);
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(7100);
    expect(screen.getByRole('alert')).toHaveTextContent(PRODUCTS_ERROR);
    act(() => {
      window.dispatchEvent(new Event('offline'));
      window.dispatchEvent(new Event('online'));
    });
    await elapse(0);
    expect(wordpress.listRequests()).toBe(5);
    expect(screen.getByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
  });

  it('tries again when the tab becomes visible, at most once a minute', async () => {
    const wordpress = flakyWordPress(4);
    await renderApp('/', { wordpressUrl: TEST_BASE, retries: true });
    await elapse(7100);
    const becomeVisible = () => act(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await becomeVisible();
    await elapse(0);
    expect(wordpress.listRequests()).toBe(4);
    await elapse(60_000);
    await becomeVisible();
    await elapse(0);
    expect(wordpress.listRequests()).toBe(5);
    expect(screen.getByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
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
    expect(screen.getByTestId('product-card').querySelector('img')).toHaveAttribute('src', '/images/placeholder.webp');
  });
});

describe('the WordPress dialog', () => {
  // The dialog loads on demand; transforming it once here keeps the first test's timing about the
  // dialog, not about the test runner (on a cold, busy machine that took over a second).
  beforeAll(() => import('@/features/wordpress-connection/connect-wordpress-dialog'));

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

  it("tries the address first ('Testando...') and refuses one that is not a WordPress REST API", async () => {
    const other = 'https://nao-e-wordpress.test';
    server.use(
      http.get(`${other}/wp-json/wp/v2/posts`, async () => {
        await delay(50);
        return HttpResponse.html('<!doctype html><title>Loja</title>');
      }),
    );
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    await user.type(within(dialog).getByLabelText('URL do WordPress'), other);
    await user.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    expect(within(dialog).getByRole('button', { name: 'Testando...' })).toBeDisabled();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este endereço não respondeu como a API REST de um WordPress.',
    );
    expect(within(dialog).getByRole('button', { name: 'Conectar' })).toBeEnabled();
    expect(window.localStorage.getItem('curadoria:wordpress-url')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
  });

  it('refuses an address where nothing answers', async () => {
    const gone = 'https://fora-do-ar.test';
    server.use(http.get(`${gone}/wp-json/wp/v2/posts`, () => HttpResponse.error()));
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    await user.type(within(dialog).getByLabelText('URL do WordPress'), gone);
    await user.click(within(dialog).getByRole('button', { name: 'Conectar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar a este endereço. Confira a URL e se o site está no ar.',
    );
    expect(window.localStorage.getItem('curadoria:wordpress-url')).toBeNull();
  });

  it("'Restaurar padrão' returns to the site's own WordPress", async () => {
    useWordPress([wpPost({ id: 9, title: 'Produto do meu blog' })]);
    const { user } = await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByText(LIVE_BANNER, VISIBLE);
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    await user.click(within(dialog).getByRole('button', { name: 'Restaurar padrão' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(cards()).toHaveLength(10);
    expect(window.localStorage.getItem('curadoria:wordpress-url')).toBeNull();
  });

  it("offers no 'Restaurar padrão' while the site's own WordPress is in use", async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Configurar WordPress/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conectar ao WordPress' });
    expect(within(dialog).queryByRole('button', { name: 'Restaurar padrão' })).not.toBeInTheDocument();
  });

  it('is not offered, and a stored choice is ignored, when the owner turned it off', async () => {
    vi.stubEnv('VITE_WORDPRESS_DIALOG', 'off');
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(screen.getByText(SAMPLE_BANNER, VISIBLE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Configurar WordPress/ })).not.toBeInTheDocument();
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
  const categoriesSeed = { baseUrl: TEST_BASE, fetchedAt: builtLongAgo, data: FIXTURE_CATEGORIES.map(mapCategory) };
  const seed = {
    baseUrl: TEST_BASE,
    fetchedAt: builtLongAgo,
    data: { products: [{ ...sampleLike('201', 'Produto da build') }], totalPages: 1 },
  };

  it('shows the build data at once, then refreshes it from WordPress', async () => {
    useWordPress([wpPost({ id: 201, title: 'Produto atualizado' })]);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: seed, categoriesSeed });
    expect(cardTitles()).toEqual(['Produto da build']);
    await waitFor(() => expect(cardTitles()).toEqual(['Produto atualizado']));
  });

  it('asks WordPress nothing while the build data is fresh', async () => {
    const wordpress = useWordPress([wpPost({ id: 201, title: 'Produto atualizado' })]);
    const fresh = { ...seed, fetchedAt: Date.now() - 60_000 };
    await renderApp('/', {
      wordpressUrl: TEST_BASE,
      homeSeed: fresh,
      categoriesSeed: { ...categoriesSeed, fetchedAt: fresh.fetchedAt },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(cardTitles()).toEqual(['Produto da build']);
    expect(wordpress.requests).toEqual([]);
  });

  it('keeps the live products when the refresh fails, instead of swapping in samples', async () => {
    server.use(
      http.get(`${TEST_BASE}/categories`, () => HttpResponse.json([], { status: 500 })),
      http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([], { status: 500 })),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: seed, categoriesSeed });
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('/posts?page=1')));
    expect(cardTitles()).toEqual(['Produto da build']);
    // WordPress does not answer: the banner claims no connection while the retries go on.
    expect(screen.queryByText(LIVE_BANNER, VISIBLE)).not.toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_BANNER, VISIBLE)).not.toBeInTheDocument();
  });

  it("claims the connection once WordPress answered the build's data", async () => {
    useWordPress([wpPost({ id: 201, title: 'Produto atualizado' })]);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: seed, categoriesSeed });
    await waitFor(() => expect(cardTitles()).toEqual(['Produto atualizado']));
    expect(screen.getByText(LIVE_BANNER, VISIBLE)).toBeInTheDocument();
  });

  it('is not used for another WordPress than the build one', async () => {
    const other = 'https://outro.test/wp-json/wp/v2';
    server.use(
      http.get(`${other}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
      http.get(`${other}/posts`, async () => {
        await delay(30);
        return HttpResponse.json([wpPost({ id: 7, title: 'Do outro blog' })]);
      }),
    );
    await renderApp('/', { wordpressUrl: other, homeSeed: seed, categoriesSeed });
    expect(screen.getByText('Carregando produtos...')).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    await waitFor(() => expect(cardTitles()).toEqual(['Do outro blog']));
  });
});

describe('a home visited hours after the build', () => {
  const builtHoursAgo = Date.now() - 3 * 60 * 60 * 1000;
  /** What the build found: whether the companion plugin answers at the test WordPress. */
  const builtWith = (companionPlugin: boolean) => ({
    settingsSeed: { baseUrl: TEST_BASE, fetchedAt: builtHoursAgo, data: { priceFreshDays: 30, companionPlugin } },
  });
  const categoriesSeed = { baseUrl: TEST_BASE, fetchedAt: builtHoursAgo, data: FIXTURE_CATEGORIES.map(mapCategory) };
  /** The build's first page, read when each post was last modified as `modified` says. */
  const builtPage = (posts: Record<string, unknown>[]) => ({
    baseUrl: TEST_BASE,
    fetchedAt: builtHoursAgo,
    data: {
      products: posts.map((post) => ({
        ...sampleLike(String(post.id), `Da build ${String(post.id)}`),
        version: postVersion(v.parse(wpPostVersionSchema, post)),
      })),
      totalPages: 1,
    },
  });
  const listRequests = (requests: { path: string; params: URLSearchParams }[]) =>
    requests.filter((request) => request.path === '/posts').map((request) => request.params.get('_fields'));
  const VERSIONS = 'id,modified,featured_media,meta,content.protected';

  it("asks only for the versions of the first page, and keeps the build's list when no post changed", async () => {
    const posts = [wpPost({ id: 201, title: 'No WordPress 201' }), wpPost({ id: 202, title: 'No WordPress 202' })];
    const wordpress = useWordPress(posts);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: builtPage(posts), categoriesSeed });
    await waitFor(() => expect(listRequests(wordpress.requests)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listRequests(wordpress.requests)).toEqual([VERSIONS]);
    expect(cardTitles()).toEqual(['Da build 201', 'Da build 202']);
  });

  it('fetches the first page again, and shows it, when one of its posts changed', async () => {
    const built = [wpPost({ id: 201, title: 'No WordPress 201' }), wpPost({ id: 202, title: 'No WordPress 202' })];
    const wordpress = useWordPress([built[0] ?? {}, wpPost({ id: 202, title: 'Editado 202', modifiedDaysOld: 0 })]);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: builtPage(built), categoriesSeed });
    expect(cardTitles()).toEqual(['Da build 201', 'Da build 202']);
    await waitFor(() => expect(cardTitles()).toEqual(['No WordPress 201', 'Editado 202']));
    expect(listRequests(wordpress.requests)).toEqual([VERSIONS, expect.stringContaining('_embedded')]);
  });

  it('fetches the first page again when WordPress lists another post first', async () => {
    const built = [wpPost({ id: 201, title: 'No WordPress 201' })];
    const newer = wpPost({ id: 203, title: 'Publicado depois', daysOld: 0 });
    useWordPress([newer, ...built]);
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: builtPage(built), categoriesSeed });
    await waitFor(() => expect(cardTitles()).toEqual(['Publicado depois', 'No WordPress 201']));
  });

  it("keeps 'Mais Lidas' as the build listed it when the ranking and its posts did not change", async () => {
    const posts = [wpPost({ id: 201, title: 'No WordPress 201' }), wpPost({ id: 202, title: 'No WordPress 202' })];
    const wordpress = useWordPress(posts);
    server.use(
      http.get(`${TEST_SITE}/wp-json/curadoria/v1/popular`, () =>
        HttpResponse.json([
          { id: 202, views: 90, clicks: 4 },
          { id: 201, views: 50, clicks: 9 },
        ]),
      ),
    );
    const page = builtPage(posts);
    const mostReadSeed = { ...page, data: [...page.data.products].reverse() };
    await renderApp('/', { wordpressUrl: TEST_BASE, homeSeed: page, mostReadSeed, categoriesSeed, ...builtWith(true) });
    await waitFor(() => expect(wordpress.requests.filter((request) => request.params.has('include'))).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const mostRead = within(screen.getByRole('region', { name: 'Mais Lidas' }));
    expect(mostRead.getAllByRole('link').map((link) => link.textContent)).toEqual(['Da build 202', 'Da build 201']);
    expect(wordpress.requests.find((request) => request.params.has('include'))?.params.get('_fields')).toBe(VERSIONS);
  });

  it("refreshes 'Mais Lidas' without asking WordPress anything about the plugin when the build found none", async () => {
    const posts = [wpPost({ id: 201, title: 'No WordPress 201' }), wpPost({ id: 202, title: 'No WordPress 202' })];
    const wordpress = useWordPress(posts);
    const index = serveRestIndex(TEST_SITE, { companionPlugin: true });
    const page = builtPage(posts);
    await renderApp('/', {
      wordpressUrl: TEST_BASE,
      homeSeed: page,
      mostReadSeed: { ...page, data: null },
      categoriesSeed,
      ...builtWith(false),
    });
    await waitFor(() => expect(listRequests(wordpress.requests)).toHaveLength(1));
    // A request for the most viewed posts would fail this test (unhandled).
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(index.asked()).toBe(0);
    const mostRead = within(screen.getByRole('region', { name: 'Mais Lidas' }));
    expect(mostRead.getAllByRole('link').map((link) => link.textContent)).toEqual(['Da build 201', 'Da build 202']);
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
    image: '/images/placeholder.webp',
    category: 'Casa',
    price: 'R$ 10,00',
    affiliateUrl: 'https://loja.example/x',
    isNew: false,
  };
}
