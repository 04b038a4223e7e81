import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { wpPostSchema } from '../schemas';
import { mapPostToProduct } from './map-post-to-product';

// 2026-11-25 01:00 UTC is still 2026-11-24 in São Paulo, the site's time zone.
const now = new Date('2026-11-25T01:00:00Z');

function productOf(meta: Record<string, unknown>, priceHistory?: unknown) {
  const post = v.parse(wpPostSchema, {
    id: 7,
    link: 'https://blog.example/escova/',
    title: { rendered: 'Escova' },
    meta: { price: 'R$ 219,90', affiliate_url: 'https://www.amazon.com.br/escova?tag=x', ...meta },
    ...(priceHistory === undefined ? {} : { price_history: priceHistory }),
  });
  return mapPostToProduct(post, { now, priceFreshDays: 30 });
}

const offers = [
  { store: 'Magalu', price_cents: 22990, url: 'https://www.magazineluiza.com.br/escova' },
  { store: 'Amazon', price_cents: 18990, url: 'https://www.amazon.com.br/escova?tag=x' },
];

const history = {
  currency: 'BRL',
  points: [
    { date: '2026-07-27', store: 'Amazon', price_cents: 21990 },
    { date: '2026-07-27', store: 'magalu', price_cents: 22990 },
    { date: '2026-11-14', store: 'Amazon', price_cents: 18990 },
  ],
  lowest_90: { price_cents: 18990, date: '2026-11-24', store: 'Amazon' },
};

describe('prices from the companion plugin', () => {
  it('keeps the price text of a WordPress without amounts, with no offers, history or claims', () => {
    const product = productOf({});
    expect(product).toMatchObject({ price: 'R$ 219,90', affiliateUrl: 'https://www.amazon.com.br/escova?tag=x' });
    for (const field of ['priceCents', 'offers', 'priceHistory', 'priceClaims']) {
      expect(product).not.toHaveProperty(field);
    }
    expect(productOf({ price_cents: 0, offers: [] })).not.toHaveProperty('priceCents');
  });

  it('shows the cheapest offer and leads to it; the offers come cheapest first', () => {
    const product = productOf({ price_cents: 22990, price_currency: 'BRL', offers });
    expect(product).toMatchObject({
      price: 'R$ 189,90',
      priceCents: 18990,
      priceCurrency: 'BRL',
      affiliateUrl: 'https://www.amazon.com.br/escova?tag=x',
    });
    expect(product.offers?.map((offer) => offer.store)).toEqual(['Amazon', 'Magalu']);
  });

  it('keeps offers at the same price in the editor order', () => {
    const tied = [
      { store: 'Shopee', price_cents: 100, url: 'https://shopee.com.br/a' },
      { store: 'Amazon', price_cents: 100, url: 'https://amazon.com.br/a' },
    ];
    expect(productOf({ offers: tied }).offers?.map((offer) => offer.store)).toEqual(['Shopee', 'Amazon']);
  });

  it('leaves out offers without a store, with a link that is not http(s) or with an odd amount', () => {
    const product = productOf({
      offers: [
        { store: ' ', price_cents: 100, url: 'https://a.example/' },
        { store: 'Golpe', price_cents: 100, url: 'javascript:alert(1)' },
        { store: 'Grátis', price_cents: 0, url: 'https://b.example/' },
        { store: 'Texto', price_cents: '100', url: 'https://c.example/' },
        { store: 'Shopee', price_cents: 24490, url: 'https://shopee.com.br/fone' },
      ],
    });
    expect(product.offers).toEqual([
      { store: 'Shopee', priceCents: 24490, url: 'https://shopee.com.br/fone', availability: 'unknown' },
    ]);
  });

  it('shows an amount without offers, leading to the affiliate link', () => {
    const product = productOf({ price_cents: 129990 });
    expect(product).toMatchObject({ price: 'R$ 1.299,90', priceCents: 129990, priceCurrency: 'BRL' });
    expect(product).not.toHaveProperty('offers');
  });

  it('judges the history on the day WordPress was read, in São Paulo, naming stores as their offers', () => {
    const product = productOf({ offers }, history);
    expect(product.priceHistory).toEqual({
      today: '2026-11-24',
      points: [
        { day: '2026-07-27', store: 'Amazon', priceCents: 21990 },
        { day: '2026-07-27', store: 'Magalu', priceCents: 22990 },
        { day: '2026-11-14', store: 'Amazon', priceCents: 18990 },
      ],
      lowest90: { priceCents: 18990, day: '2026-11-24', store: 'Amazon' },
    });
    expect(product.priceClaims).toEqual({ lowestIn90Days: true, discount: { percent: 13, referenceCents: 21990 } });
  });

  it("moves today to the history's last day when WordPress's day is ahead", () => {
    const ahead = {
      ...history,
      points: [...history.points, { date: '2026-11-25', store: 'Magalu', price_cents: 22500 }],
    };
    expect(productOf({ offers }, ahead).priceHistory?.today).toBe('2026-11-25');
  });

  it('leaves out points of stores no longer offered, odd points, and a history in another currency', () => {
    const odd = {
      ...history,
      points: [
        ...history.points,
        { date: '2026-11-20', store: 'Americanas', price_cents: 15000 },
        { date: 'ontem', store: 'Amazon', price_cents: 1 },
        { date: '2026-11-21', store: 'Amazon', price_cents: -5 },
      ],
    };
    expect(productOf({ offers }, odd).priceHistory?.points).toHaveLength(3);
    const dollars = productOf({ offers }, { ...history, currency: 'USD' });
    expect(dollars).not.toHaveProperty('priceHistory');
    expect(dollars.priceClaims).toEqual({ lowestIn90Days: false, discount: null });
  });

  it('has no history when the plugin recorded none, and an odd history is no history', () => {
    expect(productOf({ offers }, { currency: 'BRL', points: [], lowest_90: null })).not.toHaveProperty('priceHistory');
    expect(productOf({ offers }, 'nada')).not.toHaveProperty('priceHistory');
  });
});

describe("the price refresh's offer fields (companion plugin, issue 34)", () => {
  it('maps availability, source and check time once; odd values count as absent', () => {
    const product = productOf({
      price_checked_at: '2026-11-01',
      offers: [
        {
          ...offers[1],
          availability: 'in_stock',
          checked_at: '2026-11-24T11:14:00Z',
          price_source: 'store',
        },
        { ...offers[0], availability: 'esgotado', checked_at: 'ontem', price_source: 'loja' },
      ],
    });
    expect(product.offers).toEqual([
      {
        store: 'Amazon',
        priceCents: 18990,
        url: 'https://www.amazon.com.br/escova?tag=x',
        availability: 'in_stock',
        check: {
          source: 'store',
          day: '2026-11-24',
          time: '08:14',
          daysAgo: 0,
          currentUntil: Date.parse('2026-11-24T11:14:00Z') + 30 * 24 * 60 * 60 * 1000,
          stale: false,
        },
      },
      { store: 'Magalu', priceCents: 22990, url: 'https://www.magazineluiza.com.br/escova', availability: 'unknown' },
    ]);
    // The offers' dates replace the post's single one.
    expect(product).not.toHaveProperty('priceCheckedAt');
  });

  it("keeps the post's single date when the offers have none", () => {
    expect(productOf({ price_checked_at: '2026-11-20', offers })).toMatchObject({ priceCheckedAt: '2026-11-20' });
  });

  it("keeps only a store's points read at the store once it has some, and judges from its first reading", () => {
    const mixed = {
      currency: 'BRL',
      points: [
        { date: '2026-07-27', store: 'Amazon', price_cents: 21990, source: 'manual' },
        { date: '2026-07-27', store: 'Magalu', price_cents: 22990, source: 'manual' },
        { date: '2026-11-14', store: 'Amazon', price_cents: 17990, source: 'manual' },
        { date: '2026-11-21', store: 'Amazon', price_cents: 19990, source: 'store' },
        { date: '2026-11-23', store: 'Amazon', price_cents: 18990, source: 'store' },
      ],
      lowest_90: { price_cents: 17990, date: '2026-11-14', store: 'Amazon' },
    };
    const product = productOf({ offers }, mixed);
    expect(product.priceHistory).toEqual({
      today: '2026-11-24',
      points: [
        { day: '2026-07-27', store: 'Magalu', priceCents: 22990 },
        { day: '2026-11-21', store: 'Amazon', priceCents: 19990 },
        { day: '2026-11-23', store: 'Amazon', priceCents: 18990 },
      ],
      lowest90: { priceCents: 18990, day: '2026-11-23', store: 'Amazon' },
      since: '2026-11-21',
    });
    // Amazon's price before 21/11 is unknown (179,90 was typed): three days say nothing yet.
    expect(product.priceClaims).toEqual({ lowestIn90Days: false, discount: null });
  });

  it('counts the lowest price of 90 days from that first reading on', () => {
    const clipped = {
      currency: 'BRL',
      points: [
        { date: '2026-07-27', store: 'Amazon', price_cents: 21990, source: 'manual' },
        { date: '2026-08-28', store: 'Magalu', price_cents: 16990, source: 'store' },
        { date: '2026-09-01', store: 'Amazon', price_cents: 18990, source: 'store' },
        { date: '2026-09-05', store: 'Magalu', price_cents: 22990, source: 'store' },
      ],
      lowest_90: { price_cents: 16990, date: '2026-08-28', store: 'Magalu' },
    };
    expect(productOf({ offers }, clipped).priceHistory).toMatchObject({
      since: '2026-09-01',
      lowest90: { priceCents: 16990, day: '2026-09-01', store: 'Magalu' },
    });
  });
});
