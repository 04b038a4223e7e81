import { describe, expect, it } from 'vitest';

import type { Offer, PriceCheck, Product } from '../types';
import { checkOf, orderOffers, rejudgePrices, shownPrice } from './offer-checks';

// 2026-11-28 14:00 UTC is 11:00 in São Paulo, the site's time zone.
const now = new Date('2026-11-28T14:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

const check = (checkedAt: string, source: PriceCheck['source'] = 'store') => {
  const judged = checkOf(checkedAt, source, now, 7);
  if (judged === undefined) throw new Error(`a check expected for ${checkedAt}`);
  return judged;
};

const offer = (store: string, priceCents: number, extra: Partial<Offer> = {}): Offer => ({
  store,
  priceCents,
  url: `https://${store.toLowerCase()}.example/`,
  availability: 'in_stock',
  ...extra,
});

describe('checkOf', () => {
  it("dates a check in São Paulo's day and time, and counts its days to the clock's day there", () => {
    expect(check('2026-11-28T11:14:00Z')).toMatchObject({ day: '2026-11-28', time: '08:14', daysAgo: 0 });
    // 01:30 UTC on the 28th is still the 27th in São Paulo.
    expect(check('2026-11-28T01:30:00Z')).toMatchObject({ day: '2026-11-27', time: '22:30', daysAgo: 1 });
    expect(check('2026-11-25T13:00:00Z')).toMatchObject({ day: '2026-11-25', daysAgo: 3 });
  });

  it("is current for exactly the owner's setting, and older after it", () => {
    const sevenDays = new Date(now.getTime() - 7 * 24 * HOUR_MS).toISOString();
    expect(check(sevenDays).stale).toBe(false);
    expect(check(new Date(now.getTime() - 7 * 24 * HOUR_MS - 1000).toISOString()).stale).toBe(true);
    expect(checkOf(sevenDays, 'store', now, 6)?.stale).toBe(true);
  });

  it("counts days in São Paulo, where it is still yesterday's evening after midnight UTC", () => {
    const evening = new Date('2026-11-29T01:00:00Z');
    expect(checkOf('2026-11-28T11:14:00Z', 'store', evening, 7)).toMatchObject({ daysAgo: 0 });
    expect(checkOf('2026-11-28T02:00:00Z', 'store', evening, 7)).toMatchObject({ day: '2026-11-27', daysAgo: 1 });
  });

  it('calls a check dated after the clock (a WordPress ahead of ours) today', () => {
    expect(check('2026-11-29T12:00:00Z')).toMatchObject({ daysAgo: 0, stale: false });
  });

  it('claims nothing without a date or a source', () => {
    expect(checkOf(null, 'store', now, 7)).toBeUndefined();
    expect(checkOf(undefined, 'manual', now, 7)).toBeUndefined();
    expect(checkOf('2026-11-28T11:14:00Z', undefined, now, 7)).toBeUndefined();
  });
});

describe('orderOffers and shownPrice', () => {
  const stale = check('2026-11-12T11:14:00Z');
  const fresh = check('2026-11-28T11:14:00Z');
  const offers = orderOffers([
    offer('Magalu', 15000, { availability: 'out_of_stock', check: fresh }),
    offer('Americanas', 16000, { check: stale }),
    offer('Amazon', 20000, { check: fresh }),
    offer('Shopee', 19000, { availability: 'unknown' }),
  ]);

  it('puts current offers cheapest first, then those too old, then those out of stock', () => {
    expect(offers.map((shop) => shop.store)).toEqual(['Shopee', 'Amazon', 'Americanas', 'Magalu']);
  });

  it('shows the first current offer', () => {
    expect(shownPrice(offers, 'BRL')).toEqual({
      price: 'R$ 190,00',
      priceCents: 19000,
      url: 'https://shopee.example/',
    });
    expect(shownPrice(offers.slice(1), 'BRL')).toMatchObject({
      price: 'R$ 200,00',
      priceCheck: { stale: false, lastPrice: 'Último preço verificado em 28/11/2026' },
    });
  });

  it("shows 'Consulte o preço' when the cheapest buyable offer is too old, and nothing to buy when all are out of stock", () => {
    expect(shownPrice(offers.slice(2), 'BRL')).toEqual({
      price: 'Consulte o preço',
      priceCheck: { currentUntil: stale.currentUntil, stale: true, lastPrice: 'Último preço verificado em 12/11/2026' },
      url: 'https://americanas.example/',
    });
    expect(shownPrice(offers.slice(3), 'BRL')).toEqual({ price: 'Indisponível', outOfStock: true, url: null });
  });
});

describe('rejudgePrices', () => {
  const fresh = check('2026-11-25T13:00:00Z', 'manual');
  const product: Product = {
    id: '1',
    title: 'Escova',
    description: '',
    image: '',
    category: 'Casa',
    price: 'R$ 189,90',
    priceCents: 18990,
    affiliateUrl: 'https://amazon.example/',
    isNew: false,
    offers: [offer('Amazon', 18990, { availability: 'unknown', check: fresh })],
    priceCheck: { currentUntil: fresh.currentUntil, stale: false, lastPrice: 'Último preço informado em 25/11/2026' },
    priceClaims: { lowestIn90Days: true, discount: null },
  };

  it('keeps a price still current, its offers aged by the days passed', () => {
    const later = rejudgePrices(product, new Date('2026-11-30T14:00:00Z'));
    expect(later).toMatchObject({ price: 'R$ 189,90', priceCents: 18990, priceClaims: { lowestIn90Days: true } });
    expect(later.offers?.[0]?.check).toMatchObject({ daysAgo: 5, stale: false });
  });

  it("turns a price grown too old into 'Consulte o preço', without its amount or labels", () => {
    const later = rejudgePrices(product, new Date(fresh.currentUntil + 1));
    expect(later.price).toBe('Consulte o preço');
    expect(later.priceCheck?.stale).toBe(true);
    expect(later).not.toHaveProperty('priceCents');
    expect(later).not.toHaveProperty('priceClaims');
    expect(later.offers?.[0]?.check?.stale).toBe(true);
  });

  it('does the same to a card, which has no offers', () => {
    const card: Product = { ...product };
    delete card.offers;
    expect(rejudgePrices(card, new Date(fresh.currentUntil + 1))).toMatchObject({
      price: 'Consulte o preço',
      priceCheck: { stale: true },
    });
  });
});
