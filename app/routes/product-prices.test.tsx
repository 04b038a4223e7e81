import { act, screen, waitFor, within } from '@testing-library/react';
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
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import { productMeta } from '@/features/seo/product-meta';
import { mapPostDetailWithImage } from '@/wordpress/fetch/map-post-detail-with-image';
import { wpPostSchema } from '@/wordpress/schemas';
import { server } from '@/test/msw-server';
import { renderApp, TestRoot } from '@/test/render-app';
import {
  FIXTURE_CATEGORIES,
  priceDay,
  serveRestIndex,
  TEST_BASE,
  TEST_SITE,
  wordpressHandlers,
  wpPost,
  wpPostWithPrices,
} from '@/test/wordpress-fixtures';

import ProductRoute, { clientLoader, type loader } from './product';

const brazilian = (day: string) => day.split('-').reverse().join('/');

/** Four shops, in the editor's order (not the price order), with small changes over 90 days. */
const headphones = wpPostWithPrices(
  { id: 42, title: 'Fone JBL Tune 520BT' },
  {
    offers: [
      ['Amazon', 24990],
      ['Mercado Livre', 23990],
      ['Magalu', 25990],
      ['Shopee', 24490],
    ],
    changes: [
      [120, 'Amazon', 25990],
      [120, 'Mercado Livre', 24990],
      [120, 'Magalu', 25990],
      [120, 'Shopee', 24490],
      [60, 'Amazon', 24990],
      [15, 'Mercado Livre', 23990],
    ],
    lowest90: [15, 'Mercado Livre', 23990],
  },
);

/** A real drop: 219,90 for months, 189,90 for 10 days. */
const toothbrush = wpPostWithPrices(
  { id: 43, title: 'Escova Oral-B' },
  {
    offers: [
      ['Amazon', 18990],
      ['Magalu', 22990],
    ],
    changes: [
      [120, 'Amazon', 21990],
      [120, 'Magalu', 22990],
      [10, 'Amazon', 18990],
    ],
    lowest90: [10, 'Amazon', 18990],
  },
);

/** 'Black Fraude': raised three weeks ago, then "discounted" back to the price before the raise. */
const airFryer = wpPostWithPrices(
  { id: 44, title: 'Air Fryer Mondial' },
  {
    offers: [['Amazon', 39990]],
    changes: [
      [150, 'Amazon', 37990],
      [40, 'Amazon', 39990],
      [21, 'Amazon', 49990],
      [2, 'Amazon', 39990],
    ],
    lowest90: [89, 'Amazon', 37990],
  },
);

/** Exactly the badge, not 'Menor preço em 90 dias: R$ …' under the chart. */
const LOWEST_90_BADGE = { exact: true } as const;

beforeEach(() => {
  server.use(
    http.get(`${TEST_BASE}/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
    ...wordpressHandlers([headphones, toothbrush, airFryer]).handlers,
  );
});

describe('offers on the product page (companion plugin)', () => {
  it("lists the offers cheapest first, marks the cheapest 'Menor preço', and opens each shop as a sponsored link", async () => {
    await renderApp('/product/42', { wordpressUrl: TEST_BASE });
    const offers = within(await screen.findByRole('region', { name: 'Onde comprar' })).getAllByRole('listitem');
    const names = [
      'Ver no Mercado Livre (R$ 239,90) (abre em nova aba)',
      'Ver na Shopee (R$ 244,90) (abre em nova aba)',
      'Ver na Amazon (R$ 249,90) (abre em nova aba)',
      'Ver na Magalu (R$ 259,90) (abre em nova aba)',
    ];
    expect(offers).toHaveLength(names.length);
    for (const [index, name] of names.entries()) {
      expect(within(offers[index] ?? document.body).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(offers.map((offer) => within(offer).queryByText('Menor preço') !== null)).toEqual([
      true,
      false,
      false,
      false,
    ]);
    for (const offer of offers) {
      const link = within(offer).getByRole('link');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByRole('link', { name: /Ver na Shopee/ })).toHaveAttribute(
      'href',
      'https://shopee.example/produto-42',
    );
  });

  it("leads both 'Ver produto' buttons to the cheapest offer, with its price", async () => {
    await renderApp('/product/42', { wordpressUrl: TEST_BASE });
    const buttons = await screen.findAllByRole('link', { name: /^Ver produto/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAccessibleName(/^Ver produto \(R\$ 239,90\)/);
      expect(button).toHaveAttribute('href', 'https://mercadolivre.example/produto-42');
    }
  });

  it("marks no offer 'Menor preço' when there is only one", async () => {
    await renderApp('/product/44', { wordpressUrl: TEST_BASE });
    const region = await screen.findByRole('region', { name: 'Onde comprar' });
    expect(within(region).getByRole('link')).toHaveAccessibleName(/^Ver na Amazon \(R\$ 399,90\)/);
    expect(within(region).queryByText('Menor preço')).not.toBeInTheDocument();
  });
});

describe('the price history chart', () => {
  it('draws the last 90 days with an accessible name, a text alternative and the lowest price of 90 days', async () => {
    await renderApp('/product/43', { wordpressUrl: TEST_BASE });
    const chart = await screen.findByRole('img', { name: /^Histórico de preços dos últimos 90 dias/ });
    expect(chart).toHaveAccessibleName(`Histórico de preços dos últimos 90 dias, até ${brazilian(priceDay(0))}`);
    expect(chart).toHaveAccessibleDescription(
      `Menor preço: R$ 189,90 (Amazon, de ${brazilian(priceDay(10))} a ${brazilian(priceDay(0))}). ` +
        `Maior preço: R$ 229,90 (Magalu, de ${brazilian(priceDay(89))} a ${brazilian(priceDay(0))}). ` +
        `Preço atual: R$ 189,90 (Amazon, desde ${brazilian(priceDay(10))}).`,
    );
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'Lojas no gráfico' })).getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByText(`Menor preço em 90 dias: R$ 189,90 (${brazilian(priceDay(10))}, Amazon)`),
    ).toBeInTheDocument();
  });

  it('dates the highest price of a raise by the days it held', async () => {
    await renderApp('/product/44', { wordpressUrl: TEST_BASE });
    const chart = await screen.findByRole('img', { name: /^Histórico de preços/ });
    expect(chart).toHaveAccessibleDescription(
      new RegExp(`Maior preço: R\\$ 499,90 \\(Amazon, de ${brazilian(priceDay(21))} a ${brazilian(priceDay(3))}\\)`),
    );
    expect(
      screen.getByText(`Menor preço em 90 dias: R$ 379,90 (${brazilian(priceDay(89))}, Amazon)`),
    ).toBeInTheDocument();
  });
});

describe('honest price labels', () => {
  it("says 'Menor preço em 90 dias' and the discount against the 30 days before a real drop", async () => {
    await renderApp('/product/43', { wordpressUrl: TEST_BASE });
    const header = (await screen.findByRole('heading', { level: 1, name: 'Escova Oral-B' })).closest('header');
    if (header === null) throw new Error('the product header is missing');
    expect(within(header).getByText('Menor preço em 90 dias', LOWEST_90_BADGE)).toBeInTheDocument();
    expect(
      within(header).getByText('Baixou 13% em relação ao menor preço dos 30 dias anteriores (R$ 219,90)'),
    ).toBeInTheDocument();
  });

  it('says neither for the \'Black Fraude\' product, raised before its "discount"', async () => {
    await renderApp('/product/44', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Air Fryer Mondial' });
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Baixou/)).not.toBeInTheDocument();
  });

  it("claims a drop without 'Menor preço em 90 dias' when the price was lower earlier in the 90 days", async () => {
    const rebound = wpPostWithPrices(
      { id: 46, title: 'Liquidificador' },
      {
        offers: [['Amazon', 21990]],
        changes: [
          [120, 'Amazon', 19990],
          [60, 'Amazon', 24990],
          [5, 'Amazon', 21990],
        ],
        lowest90: [89, 'Amazon', 19990],
      },
    );
    server.use(http.get(`${TEST_BASE}/posts/46`, () => HttpResponse.json(rebound)));
    await renderApp('/product/46', { wordpressUrl: TEST_BASE });
    expect(
      await screen.findByText('Baixou 12% em relação ao menor preço dos 30 dias anteriores (R$ 249,90)'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
  });

  it('says nothing when the history is shorter than 30 days', async () => {
    const young = wpPostWithPrices(
      { id: 45, title: 'Tênis novo' },
      {
        offers: [['Amazon', 29990]],
        changes: [
          [20, 'Amazon', 31990],
          [5, 'Amazon', 29990],
        ],
        lowest90: [5, 'Amazon', 29990],
      },
    );
    server.use(http.get(`${TEST_BASE}/posts/45`, () => HttpResponse.json(young)));
    await renderApp('/product/45', { wordpressUrl: TEST_BASE });
    expect(await screen.findByRole('img', { name: /^Histórico de preços/ })).toBeInTheDocument();
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Baixou/)).not.toBeInTheDocument();
  });

  it("puts 'Menor preço em 90 dias' on the cards that may say it, and only on those", async () => {
    await renderApp('/', { wordpressUrl: TEST_BASE });
    const card = async (title: string) => {
      const heading = await screen.findByRole('heading', { name: title });
      const found = heading.closest('article');
      if (found === null) throw new Error(`no card for ${title}`);
      return within(found);
    };
    expect((await card('Escova Oral-B')).getByText('Menor preço em 90 dias', LOWEST_90_BADGE)).toBeInTheDocument();
    expect((await card('Escova Oral-B')).getByText('R$ 189,90')).toBeInTheDocument();
    expect(
      (await card('Fone JBL Tune 520BT')).getByText('Menor preço em 90 dias', LOWEST_90_BADGE),
    ).toBeInTheDocument();
    expect((await card('Air Fryer Mondial')).queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).toBeNull();
    expect((await card('Air Fryer Mondial')).getByText('R$ 399,90')).toBeInTheDocument();
  });
});

describe('structured data (the page metadata of what the route loaded)', () => {
  function jsonLdOf(id: string) {
    return async () => {
      window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, TEST_BASE);
      const { product } = await clientLoader({
        params: { id },
        request: new Request(`http://localhost/product/${id}`),
      });
      if (product === null) throw new Error(`product ${id} expected`);
      return productMeta(product).flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))[0];
    };
  }

  it('gives an AggregateOffer with the amounts as numbers for several shops, an Offer for one', async () => {
    expect(await jsonLdOf('42')()).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: 239.9, highPrice: 259.9, offerCount: 4, priceCurrency: 'BRL' },
    });
    expect(await jsonLdOf('44')()).toMatchObject({
      offers: { '@type': 'Offer', price: 399.9, priceCurrency: 'BRL', url: 'https://amazon.example/produto-44' },
    });
  });
});

describe('a WordPress without the companion plugin 1.4', () => {
  it('shows the single price text as before, with no offers, no chart and no error', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/50`, () =>
        HttpResponse.json(wpPost({ id: 50, title: 'Cafeteira antiga', price: 'R$ 899,90' })),
      ),
    );
    await renderApp('/product/50', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { level: 1, name: 'Cafeteira antiga' });
    expect(screen.getAllByRole('link', { name: /^Ver produto \(R\$ 899,90\)/ })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Onde comprar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Histórico de preços/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Menor preço/)).not.toBeInTheDocument();
  });
});

describe('counting clicks per store', () => {
  it("counts a 'Ver na/no {loja}' click for its store, and 'Ver produto' for the cheapest offer's", async () => {
    const site = 'https://com-ofertas.test';
    serveRestIndex(site, { companionPlugin: true });
    server.use(
      http.get(`${site}/wp-json/wp/v2/categories`, () => HttpResponse.json(FIXTURE_CATEGORIES)),
      http.get(`${site}/wp-json/wp/v2/posts/:id`, () => HttpResponse.json(headphones)),
    );
    const events: unknown[] = [];
    server.use(
      http.post(`${site}/wp-json/curadoria/v1/events`, async ({ request }) => {
        events.push(JSON.parse(await request.text()));
        return HttpResponse.json({ counted: true });
      }),
    );
    // jsdom cannot open the shop's tab: keep the click, drop the navigation.
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('click', cancel);
    const { user } = await renderApp('/product/42', { wordpressUrl: `${site}/wp-json/wp/v2` });
    await waitFor(() => expect(events).toEqual([{ type: 'view', post: 42 }]));
    await user.click(screen.getByRole('link', { name: /^Ver na Magalu/ }));
    const [top] = screen.getAllByRole('link', { name: /^Ver produto/ });
    if (top === undefined) throw new Error('a Ver produto link expected');
    await user.click(top);
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events.slice(1)).toEqual([
      { type: 'click', post: 42, store: 'Magalu' },
      { type: 'click', post: 42, store: 'Mercado Livre' },
    ]);
    document.removeEventListener('click', cancel);
  });
});

/** The product route module with the props the framework gives it. */
function ProductPage() {
  const { id = '' } = useParams();
  return <ProductRoute params={{ id }} loaderData={useLoaderData<typeof loader>()} />;
}

describe('a product page prerendered by the build', () => {
  it('holds the chart in its HTML, which the browser adopts without a mismatch', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    const product = await mapPostDetailWithImage(
      { baseUrl: TEST_BASE, priceFreshDays: 30, companionPlugin: null },
      v.parse(wpPostSchema, toothbrush),
      new Date(),
    );
    const seed = { baseUrl: TEST_BASE, fetchedAt: Date.now(), data: product };
    const routes = [
      {
        path: '/',
        Component: TestRoot,
        HydrateFallback: () => null,
        children: [{ path: 'product/:id', Component: ProductPage, loader: () => ({ product, seed }) }],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('https://achados.example/product/43'));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />,
    );
    expect(html).toMatch(/<svg role="img" aria-label="Histórico de preços dos últimos 90 dias[^"]*"/);
    expect(html).toContain('Menor preço em 90 dias: R$ 189,90');

    const parsed = new DOMParser().parseFromString(`<!doctype html><body><div id="app">${html}</div>`, 'text/html');
    const page = document.importNode(parsed.getElementById('app') ?? document.createElement('div'), true);
    document.body.append(page);
    const article = () => page.querySelector('article')?.outerHTML;
    const prerendered = article();
    const router = createMemoryRouter(routes, {
      initialEntries: ['/product/43'],
      hydrationData: { loaderData: context.loaderData },
    });
    // A hydration mismatch is logged with console.error, which fails the test (see test/setup.ts).
    const root = await act(() => Promise.resolve(hydrateRoot(page, <RouterProvider router={router} />)));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(article()).toBe(prerendered);
    act(() => root.unmount());
    page.remove();
  });
});
