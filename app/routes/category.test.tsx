import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { catalog } from '@/config/site';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { FIXTURE_CATEGORIES, TEST_BASE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';
import { mapCategory } from '@/wordpress/mapping/map-category';
import type { ProductPage } from '@/wordpress/types';

const cards = () => screen.queryAllByTestId('product-card');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const VISIBLE = { ignore: '[aria-hidden="true"] *, script, style' };

function useWordPress(posts: Record<string, unknown>[]) {
  const wordpress = wordpressHandlers(posts);
  server.use(...wordpress.handlers);
  return wordpress;
}

const casaPosts = (count: number) =>
  Array.from({ length: count }, (_, index) => wpPost({ id: 300 + index, title: `Casa ${index + 1}`, categoryId: 3 }));

describe('category page without a WordPress', () => {
  it("shows the sample category's title, breadcrumb and list", async () => {
    await renderApp('/categoria/casa');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa');
    const breadcrumb = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(breadcrumb).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Casa')).toHaveAttribute('aria-current', 'page');
    expect(cardTitles()).toEqual(['Air Fryer Digital 5 Litros', 'Jogo de Panelas Antiaderentes 5 Peças']);
  });

  it('answers a slug that is no category with the 404 message', async () => {
    await renderApp('/categoria/nada-disso');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
  });

  it('is where the Categorias menu leads', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    const link = screen.getByRole('link', { name: 'Saúde e Cuidados Pessoais' });
    expect(link).toHaveAttribute('href', '/categoria/saude-e-cuidados-pessoais');
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Saúde e Cuidados Pessoais' })).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(1);
  });
});

describe('category page with a live WordPress', () => {
  it('shows the prerendered first page without asking WordPress, and loads more with categories=<id>', async () => {
    const posts = casaPosts(catalog.pageSize + 3);
    const wordpress = useWordPress(posts);
    const categories = FIXTURE_CATEGORIES.map((category) => mapCategory(category));
    const fetchedAt = Date.now();
    const firstPage: ProductPage = {
      products: posts.slice(0, catalog.pageSize).map((_, index) => ({
        id: String(300 + index),
        title: `Casa ${index + 1}`,
        description: '',
        image: '/images/placeholder.webp',
        category: 'Casa',
        price: 'R$ 99,90',
        affiliateUrl: null,
        isNew: false,
      })),
      totalPages: 2,
    };
    const { user } = await renderApp('/categoria/casa', {
      wordpressUrl: TEST_BASE,
      categoriesSeed: { baseUrl: TEST_BASE, data: categories, fetchedAt },
      categoryPage: {
        category: { name: 'Casa', slug: 'casa', description: 'Achados para a casa.' },
        seed: { baseUrl: TEST_BASE, data: firstPage, fetchedAt },
        listed: firstPage.products,
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa');
    expect(screen.getByText('Achados para a casa.')).toBeInTheDocument();
    expect(cards()).toHaveLength(catalog.pageSize);
    expect(wordpress.requests.filter((request) => request.path === '/posts')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(cards()).toHaveLength(catalog.pageSize + 3));
    const more = wordpress.requests.filter((request) => request.path === '/posts');
    expect(more.map((request) => [request.params.get('categories'), request.params.get('page')])).toEqual([['3', '2']]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('a category newer than the build: found by its slug, its list asked of WordPress', async () => {
    const wordpress = useWordPress([...casaPosts(2), wpPost({ id: 9, title: 'Notebook', categoryId: 2 })]);
    await renderApp('/categoria/casa', { wordpressUrl: TEST_BASE });
    await screen.findByText('Conectado ao WordPress - Mostrando conteúdo atualizado', VISIBLE);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Casa');
    await waitFor(() => expect(cardTitles()).toEqual(['Casa 1', 'Casa 2']));
    expect(wordpress.requests.find((request) => request.path === '/posts')?.params.get('categories')).toBe('3');
  });
});

describe('searching on a category page', () => {
  it("searches within the page's category, keeps it in the address, and Todos takes the search to every category", async () => {
    const { user } = await renderApp('/categoria/tecnologia');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'bateria');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Resultados para “bateria” em Tecnologia',
    );
    await waitFor(() => expect(cardTitles()).toEqual(['Fone de Ouvido Bluetooth com Cancelamento de Ruído']));
    expect(screen.getByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent('Tecnologia');

    await user.click(screen.getByRole('button', { name: 'Categorias' }));
    await user.click(screen.getByRole('link', { name: 'Todos' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “bateria”');
    await waitFor(() => expect(cardTitles()).toContain('Escova Dental Elétrica Recarregável'));
    expect(screen.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('bateria');
  });

  it("searches WordPress's products of the page's category only", async () => {
    useWordPress([
      wpPost({ id: 1, title: 'Fone de ouvido', categoryId: 2 }),
      wpPost({ id: 2, title: 'Fone para cozinha', categoryId: 3 }),
    ]);
    const { user } = await renderApp('/categoria/casa', { wordpressUrl: TEST_BASE });
    await waitFor(() => expect(cardTitles()).toEqual(['Fone para cozinha']));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar produtos' }), 'fone');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “fone” em Casa');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone para cozinha']));
    expect(screen.getByText('Conectado ao WordPress - Mostrando conteúdo atualizado', VISIBLE)).toBeInTheDocument();
  });

  it("opens a shared search within a category (/categoria/tecnologia?q=usb) with that category's results", async () => {
    await renderApp('/categoria/tecnologia?q=usb');
    expect(screen.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('usb');
    await waitFor(() => expect(cardTitles()).toEqual(['Carregador Portátil 20.000 mAh']));
  });
});

describe('home addresses with ?categoria= (before the category pages)', () => {
  it("lead to the category's page, the search kept within it", async () => {
    await renderApp('/?q=bateria&categoria=Tecnologia');
    expect(await screen.findByRole('navigation', { name: 'Trilha de navegação' })).toHaveTextContent('Tecnologia');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Resultados para “bateria” em Tecnologia');
    await waitFor(() => expect(cardTitles()).toEqual(['Fone de Ouvido Bluetooth com Cancelamento de Ruído']));
  });

  it('keep the filtered home for a category without a page of its own', async () => {
    const wordpress = useWordPress([wpPost({ id: 1, title: 'Notebook', categoryId: 2 })]);
    await renderApp('/?categoria=Esporte', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Esporte');
    await waitFor(() =>
      expect(wordpress.requests.find((request) => request.path === '/posts')?.params.get('categories')).toBe('4'),
    );
    expect(screen.queryByRole('navigation', { name: 'Trilha de navegação' })).not.toBeInTheDocument();
  });
});

describe('category badges', () => {
  it("link the product page's badge to its category page; a card's badge stays text inside the card's link", async () => {
    useWordPress([wpPost({ id: 1, title: 'Liquidificador', categoryId: 3 })]);
    const { unmount } = await renderApp('/product/1', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('link', { name: 'Casa' })).toHaveAttribute('href', '/categoria/casa');
    unmount();

    await renderApp('/', { wordpressUrl: TEST_BASE });
    await waitFor(() => expect(cardTitles()).toEqual(['Liquidificador']));
    const card = cards()[0];
    if (card === undefined) throw new Error('no card');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
    expect(within(card).getByText('Casa').closest('a')).toHaveAttribute('href', '/product/1');
  });
});
