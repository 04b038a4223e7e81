import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import { productMeta } from '@/features/seo/product-meta';
import { mapPostDetailWithImage } from '@/wordpress/fetch/map-post-detail-with-image';
import { cardFields } from '@/wordpress/mapping/card-fields';
import { mapPostToProduct } from '@/wordpress/mapping/map-post-to-product';
import { wpPostSchema } from '@/wordpress/schemas';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import {
  checkedAt,
  priceDay,
  searchIndexHandlers,
  TEST_BASE,
  wordpressHandlers,
  wpPostWithPrices,
} from '@/test/wordpress-fixtures';

import { clientLoader } from './product';

// What the companion plugin's price refresh says of each offer (availability, when the price was
// confirmed, read at the store or typed), as a visitor sees it: on the product page, the cards, the
// search and the JSON-LD. The site's default setting holds here: a price is current for 7 days.

const brazilian = (day: string) => day.split('-').reverse().join('/');

const NOTICE =
  'Preços e disponibilidade são os da data e hora indicadas e podem mudar. Valem o preço e a disponibilidade mostrados na loja no momento da compra.';
const SOLD_OUT = 'Indisponível em todas as lojas.';
const LOWEST_90_BADGE = { exact: true } as const;

const store = (availability: 'in_stock' | 'out_of_stock' | 'unknown', days: number, time: string) =>
  ({ availability, checked_at: checkedAt(days, time), price_source: 'store' }) as const;
const typed = (days: number, time: string) =>
  ({ availability: 'unknown', checked_at: checkedAt(days, time), price_source: 'manual' }) as const;

/** Every kind of offer: read today, yesterday, 3 days ago, typed, unverified, stale, out of stock. */
const headphones = wpPostWithPrices(
  { id: 60, title: 'Fone Bluetooth' },
  {
    offers: [
      ['Amazon', 24990, store('in_stock', 0, '08:14')],
      ['Mercado Livre', 23990, store('in_stock', 1, '21:05')],
      ['Magalu', 21990, store('out_of_stock', 0, '07:30')],
      ['Shopee', 25490, store('in_stock', 3, '10:00')],
      ['Casas Bahia', 25990, store('unknown', 2, '09:00')],
      ['KaBuM!', 24490, typed(1, '12:00')],
      ['Americanas', 19990, store('in_stock', 10, '08:00')],
    ],
    changes: [],
    lowest90: null,
  },
);

/** Sold out everywhere, read this morning. */
const kettle = wpPostWithPrices(
  { id: 61, title: 'Chaleira elétrica' },
  {
    offers: [
      ['Amazon', 15990, store('out_of_stock', 0, '06:00')],
      ['Magalu', 14990, store('out_of_stock', 0, '06:10')],
    ],
    changes: [],
    lowest90: null,
  },
);

/**
 * A real drop (219,90 for months, 189,90 for 10 days) whose labels would hold, but typed 9 days
 * ago: older than the setting, so neither the price nor the labels are shown as current.
 */
const toothbrush = wpPostWithPrices(
  { id: 62, title: 'Escova Oral-B' },
  {
    offers: [['Amazon', 18990, typed(9, '10:00')]],
    changes: [
      [120, 'Amazon', 21990],
      [10, 'Amazon', 18990],
    ],
    lowest90: [10, 'Amazon', 18990],
  },
);

/**
 * Typed prices for months (a drop to 189,90 ten days ago), then read at the store since three days
 * ago: 199,90, and 189,90 today. The typed points would make 189,90 'Menor preço em 90 dias' of a
 * long history; the store's own points are three days old.
 */
const blender = wpPostWithPrices(
  { id: 63, title: 'Liquidificador' },
  {
    offers: [['Amazon', 18990, store('in_stock', 0, '05:00')]],
    changes: [
      [120, 'Amazon', 21990, 'manual'],
      [10, 'Amazon', 18990, 'manual'],
      [3, 'Amazon', 19990, 'store'],
      [0, 'Amazon', 18990, 'store'],
    ],
    lowest90: [0, 'Amazon', 18990],
  },
);

beforeEach(() => {
  server.use(...wordpressHandlers([headphones, kettle, toothbrush, blender]).handlers);
});

function offerRows() {
  return within(screen.getByRole('region', { name: 'Onde comprar' })).getAllByRole('listitem');
}

function header() {
  const found = screen.getByRole('heading', { level: 1 }).closest('header');
  if (found === null) throw new Error('the product header is missing');
  return within(found);
}

describe("each offer's store, price and freshness on the product page", () => {
  it('lists current prices cheapest first, then those too old to be current, then those out of stock', async () => {
    await renderApp('/product/60', { wordpressUrl: TEST_BASE });
    await screen.findByRole('region', { name: 'Onde comprar' });
    const rows = offerRows();
    const expected = [
      ['Ver no Mercado Livre (R$ 239,90)', 'verificado ontem às 21:05'],
      ['Ver no KaBuM! (R$ 244,90)', `preço informado em ${brazilian(priceDay(1))}`],
      ['Ver na Amazon (R$ 249,90)', 'verificado hoje às 08:14'],
      ['Ver na Shopee (R$ 254,90)', 'verificado há 3 dias'],
      ['Ver nas Casas Bahia (R$ 259,90)', `não verificado desde ${brazilian(priceDay(2))}`],
      ['Ver na Americanas (Consulte o preço)', `último preço verificado em ${brazilian(priceDay(10))}`],
      ['Ver na Magalu (Indisponível)', 'verificado hoje às 07:30'],
    ];
    expect(rows).toHaveLength(expected.length);
    for (const [index, [name = '', note = '']] of expected.entries()) {
      const row = within(rows[index] ?? document.body);
      expect(row.getByRole('link')).toHaveAccessibleName(`${name} (abre em nova aba)`);
      expect(row.getByText(note, { exact: true })).toBeInTheDocument();
    }
  });

  it("gives 'Menor preço' and both 'Ver produto' buttons to the cheapest current offer, never to one out of stock or too old", async () => {
    await renderApp('/product/60', { wordpressUrl: TEST_BASE });
    await screen.findByRole('region', { name: 'Onde comprar' });
    expect(offerRows().map((row) => within(row).queryByText('Menor preço') !== null)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    const buttons = screen.getAllByRole('link', { name: /^Ver produto/ });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toHaveAccessibleName(/^Ver produto \(R\$ 239,90\)/);
      expect(button).toHaveAttribute('href', 'https://mercadolivre.example/produto-60');
    }
    expect(header().getByText('Mercado Livre: verificado ontem às 21:05')).toBeInTheDocument();
  });

  it('says plainly that every store is out of stock, with no button to one', async () => {
    await renderApp('/product/61', { wordpressUrl: TEST_BASE });
    await screen.findByRole('region', { name: 'Onde comprar' });
    expect(screen.getAllByText(SOLD_OUT)).toHaveLength(2);
    expect(header().getByText(SOLD_OUT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Ver produto/ })).not.toBeInTheDocument();
    expect(offerRows().map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Ver na Magalu (Indisponível) (abre em nova aba)',
      'Ver na Amazon (Indisponível) (abre em nova aba)',
    ]);
    expect(screen.queryByText('Menor preço')).not.toBeInTheDocument();
  });

  it("shows a price typed longer ago than the setting as 'Consulte o preço' with its date, without its labels", async () => {
    await renderApp('/product/62', { wordpressUrl: TEST_BASE });
    const chart = await screen.findByRole('img', { name: /^Histórico de preços/ });
    const buttons = screen.getAllByRole('link', { name: /^Ver produto/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Ver produto (Consulte o preço) (abre em nova aba)',
      'Ver produto (Consulte o preço) (abre em nova aba)',
    ]);
    expect(header().getByText(`Amazon: último preço informado em ${brazilian(priceDay(9))}`)).toBeInTheDocument();
    expect(within(offerRows()[0] ?? document.body).getByRole('link')).toHaveAccessibleName(
      /^Ver na Amazon \(Consulte o preço\)/,
    );
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Baixou/)).not.toBeInTheDocument();
    // The chart still shows the history, but no price as today's.
    expect(chart).not.toHaveAccessibleDescription(/Preço atual/);
  });

  it("reads the labels only from the store's own points once it has some", async () => {
    await renderApp('/product/63', { wordpressUrl: TEST_BASE });
    const chart = await screen.findByRole('img', { name: /^Histórico de preços/ });
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
    expect(chart).toHaveAccessibleDescription(
      `Menor preço: R$ 189,90 (Amazon, de ${brazilian(priceDay(0))} a ${brazilian(priceDay(0))}). ` +
        `Maior preço: R$ 199,90 (Amazon, de ${brazilian(priceDay(3))} a ${brazilian(priceDay(1))}). ` +
        `Preço atual: R$ 189,90 (Amazon, desde ${brazilian(priceDay(0))}).`,
    );
  });
});

describe('a page read earlier', () => {
  it("says 'Consulte o preço' once its price has grown too old, when the browser finds the post unchanged", async () => {
    const builtAt = new Date(Date.now() - 5 * 24 * 60 * 60 * 1000);
    // Typed 9 days ago: current when the build read it, 5 days ago, too old now.
    const built = await mapPostDetailWithImage(
      { baseUrl: TEST_BASE, priceFreshDays: 7, companionPlugin: null },
      v.parse(wpPostSchema, toothbrush),
      builtAt,
    );
    expect(built.price).toBe('R$ 189,90');
    const productSeed = { baseUrl: TEST_BASE, fetchedAt: builtAt.getTime(), data: built };
    const { handlers, requests } = wordpressHandlers([toothbrush]);
    server.use(...handlers);
    await renderApp('/product/62', { wordpressUrl: TEST_BASE, productSeed });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /^Ver produto/ })[0]).toHaveAccessibleName(
        /^Ver produto \(Consulte o preço\)/,
      ),
    );
    expect(header().getByText(`Amazon: último preço informado em ${brazilian(priceDay(9))}`)).toBeInTheDocument();
    expect(screen.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
    // Only the post's version was asked: the page kept its product and judged it again.
    const posts = requests.filter((request) => request.path.startsWith('/posts'));
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((request) => request.params.get('_fields')?.includes('modified') === true)).toBe(true);
  });
});

describe('the notice on prices and the affiliate disclosure', () => {
  it('puts the notice, word for word, beside the dated prices', async () => {
    await renderApp('/product/60', { wordpressUrl: TEST_BASE });
    const offers = await screen.findByRole('region', { name: 'Onde comprar' });
    expect(within(offers).getByText(NOTICE)).toBeInTheDocument();
  });

  it('discloses the affiliate links before the first one, linking to the disclosure page', async () => {
    await renderApp('/product/60', { wordpressUrl: TEST_BASE });
    await screen.findByRole('region', { name: 'Onde comprar' });
    const disclosure = screen.getByRole('link', { name: 'links de afiliado' });
    expect(disclosure).toHaveAttribute('href', '/pagina/disclosure-de-afiliados');
    expect(disclosure.closest('p')).toHaveTextContent('Este post contém links de afiliado');
    expect(disclosure).toBeVisible();
    const [firstShopLink] = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('rel')?.split(' ').includes('sponsored'));
    if (firstShopLink === undefined) throw new Error('a link to a shop expected');
    expect(disclosure.compareDocumentPosition(firstShopLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('cards and search results', () => {
  function card(title: string) {
    const found = screen.getByRole('heading', { name: title }).closest('article');
    if (found === null) throw new Error(`no card for ${title}`);
    return within(found);
  }

  it("say 'Consulte o preço' with the last price's date for a price too old, and 'Indisponível' when sold out", async () => {
    await renderApp('/', { wordpressUrl: TEST_BASE });
    await screen.findByRole('heading', { name: 'Escova Oral-B' });
    expect(card('Fone Bluetooth').getByText('R$ 239,90')).toBeInTheDocument();
    expect(card('Chaleira elétrica').getByText('Indisponível')).toBeInTheDocument();
    const stale = card('Escova Oral-B');
    expect(stale.getByText('Consulte o preço')).toBeInTheDocument();
    expect(stale.getByText(`Último preço informado em ${brazilian(priceDay(9))}`)).toBeInTheDocument();
    expect(stale.queryByText('R$ 189,90')).not.toBeInTheDocument();
    expect(stale.queryByText('Menor preço em 90 dias', LOWEST_90_BADGE)).not.toBeInTheDocument();
  });

  it("agree with the listing when a price of the build's search index has since grown too old", async () => {
    const builtAt = Date.now() - 5 * 24 * 60 * 60 * 1000;
    // Read at the store 9 days ago: current when the build ran 5 days ago, too old now.
    const coffee = wpPostWithPrices(
      { id: 64, title: 'Cafeteira Oster', daysOld: 30 },
      { offers: [['Amazon', 49990, store('in_stock', 9, '10:00')]], changes: [], lowest90: null },
    );
    const built = mapPostToProduct(v.parse(wpPostSchema, coffee), { now: new Date(builtAt), priceFreshDays: 7 });
    expect(built.price).toBe('R$ 499,90');
    server.use(
      ...wordpressHandlers([coffee]).handlers,
      ...searchIndexHandlers(builtAt, [{ product: cardFields(built), content: '' }]),
    );
    await renderApp('/', { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(`Último preço verificado em ${brazilian(priceDay(9))}`)).toBeInTheDocument();
    expect(card('Cafeteira Oster').getByText('Consulte o preço')).toBeInTheDocument();
    cleanup();
    // A search link: the results are the build index's cards (WordPress's list is not asked).
    await renderApp({ pathname: '/', search: '?q=cafeteira' }, { wordpressUrl: TEST_BASE });
    expect(await screen.findByText(`Último preço verificado em ${brazilian(priceDay(9))}`)).toBeInTheDocument();
    expect(card('Cafeteira Oster').getByText('Consulte o preço')).toBeInTheDocument();
    expect(card('Cafeteira Oster').queryByText('R$ 499,90')).not.toBeInTheDocument();
  });
});

describe("the product's JSON-LD (the page metadata of what the route loaded)", () => {
  async function jsonLdOf(id: string) {
    window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, TEST_BASE);
    const { product } = await clientLoader({ params: { id }, request: new Request(`http://localhost/product/${id}`) });
    if (product === null) throw new Error(`product ${id} expected`);
    const tags = productMeta(product);
    return { tags, jsonLd: tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []))[0] };
  }

  it('offers only the current prices a visitor can buy, in stock', async () => {
    const { jsonLd } = await jsonLdOf('60');
    expect(jsonLd).toMatchObject({
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 239.9,
        highPrice: 259.9,
        offerCount: 5,
        priceCurrency: 'BRL',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says OutOfStock when every offer is out of stock', async () => {
    const { jsonLd } = await jsonLdOf('61');
    expect(jsonLd).toMatchObject({
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: 149.9,
        highPrice: 159.9,
        availability: 'https://schema.org/OutOfStock',
      },
    });
  });

  it('offers no price when none is current, and the share card names none', async () => {
    const { tags, jsonLd } = await jsonLdOf('62');
    expect(jsonLd).not.toHaveProperty('offers');
    expect(JSON.stringify(tags)).not.toMatch(/R\$|189[.,]9/);
  });
});

describe('a WordPress whose plugin does not date its offers', () => {
  it('claims no freshness and gives no notice, and everything else is as before', async () => {
    const undated = wpPostWithPrices(
      { id: 65, title: 'Sanduicheira' },
      {
        offers: [
          ['Amazon', 12990],
          ['Magalu', 11990],
        ],
        changes: [],
        lowest90: null,
      },
    );
    server.use(http.get(`${TEST_BASE}/posts/65`, () => HttpResponse.json(undated)));
    await renderApp('/product/65', { wordpressUrl: TEST_BASE });
    await screen.findByRole('region', { name: 'Onde comprar' });
    expect(within(offerRows()[0] ?? document.body).getByText('Menor preço')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Ver produto \(R\$ 119,90\)/ })).toHaveLength(2);
    expect(screen.queryByText(/verificado|informado/)).not.toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'links de afiliado' })).toBeInTheDocument();
  });
});
