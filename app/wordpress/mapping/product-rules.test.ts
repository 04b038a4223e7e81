import { describe, expect, it } from 'vitest';

import { isNewProduct, judgmentsValidUntil, priceFreshness, readingTime } from './product-rules';

describe('readingTime', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ');

  it('is at least one minute', () => {
    expect(readingTime('')).toBe('1 min');
    expect(readingTime(words(1))).toBe('1 min');
  });

  it('rounds words / 200 up', () => {
    expect(readingTime(words(200))).toBe('1 min');
    expect(readingTime(words(201))).toBe('2 min');
    expect(readingTime(words(1000))).toBe('5 min');
  });
});

describe('isNewProduct', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('is new within the last 30 days', () => {
    expect(isNewProduct('2026-11-22', now)).toBe(true);
    expect(isNewProduct('2026-10-24', now)).toBe(true);
  });

  it('is not new after 30 days', () => {
    expect(isNewProduct('2026-10-22', now)).toBe(false);
    expect(isNewProduct('2025-11-22', now)).toBe(false);
  });
});

describe('priceFreshness', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it("vouches for a checked price until the end of the owner's window, and no longer", () => {
    expect(priceFreshness('2026-11-10', now, 30)).toEqual({
      priceFreshUntil: '2026-12-10',
      priceMayHaveChanged: false,
    });
    expect(priceFreshness('2026-11-10', now, 14)).toEqual({ priceFreshUntil: '2026-11-24', priceMayHaveChanged: true });
    expect(priceFreshness('2026-11-11', now, 14)).toEqual({
      priceFreshUntil: '2026-11-25',
      priceMayHaveChanged: false,
    });
  });

  it('gives nothing for a day that is not a date', () => {
    expect(priceFreshness('ontem', now, 30)).toBeNull();
  });
});

describe('judgmentsValidUntil', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const judged = (at: number, product: { publishedAt?: string; priceFreshUntil?: string }) => ({
    isNew: product.publishedAt === undefined ? false : isNewProduct(product.publishedAt, new Date(at)),
    priceMayHaveChanged:
      product.priceFreshUntil === undefined ? false : at > Date.parse(`${product.priceFreshUntil}T00:00:00Z`),
  });
  /** The returned instant is the first at which a judgment reads differently. */
  const expectFirstChangeAt = (product: { publishedAt?: string; priceFreshUntil?: string }, now: number) => {
    const until = judgmentsValidUntil(product, new Date(now));
    expect(until).not.toBeNull();
    if (until === null) return;
    expect(judged(until - 1, product)).toEqual(judged(now, product));
    expect(judged(until, product)).not.toEqual(judged(now, product));
  };

  it('ends when a new product stops being new', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(judgmentsValidUntil({ publishedAt: '2026-11-20' }, new Date(now))).toBe(
      Date.parse('2026-11-20') + 30 * DAY + 1,
    );
    expectFirstChangeAt({ publishedAt: '2026-11-20' }, now);
  });

  it('ends when a post dated ahead becomes new', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(judgmentsValidUntil({ publishedAt: '2026-12-01' }, new Date(now))).toBe(Date.parse('2026-11-30'));
    expectFirstChangeAt({ publishedAt: '2026-12-01' }, now);
  });

  it('ends when a checked price stops being vouched for, whichever comes first', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    const product = { publishedAt: '2026-11-20', priceFreshUntil: '2026-11-30' };
    expect(judgmentsValidUntil(product, new Date(now))).toBe(Date.parse('2026-11-30') + 1);
    expectFirstChangeAt(product, now);
  });

  it("ends when the shown price, or any offer's, stops being current", () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const until = Date.parse('2026-11-27T09:30:00Z');
    const check = { source: 'store', day: '2026-11-20', time: '06:30', daysAgo: 4, stale: false } as const;
    const offer = { store: 'Amazon', priceCents: 100, url: 'https://a.example/', availability: 'in_stock' } as const;
    expect(
      judgmentsValidUntil(
        {
          priceCheck: { currentUntil: until + DAY, stale: false, lastPrice: '' },
          offers: [
            { ...offer, check: { ...check, currentUntil: until + DAY } },
            { ...offer, store: 'Magalu', check: { ...check, currentUntil: until } },
            { ...offer, store: 'Shopee', check: { ...check, currentUntil: now.getTime() - 1, stale: true } },
          ],
        },
        now,
      ),
    ).toBe(until + 1);
  });

  it('never ends for an old product whose price is already past its window', () => {
    expect(
      judgmentsValidUntil(
        { publishedAt: '2025-01-01', priceFreshUntil: '2025-02-01' },
        new Date('2026-11-24T12:00:00Z'),
      ),
    ).toBeNull();
    expect(judgmentsValidUntil({}, new Date('2026-11-24T12:00:00Z'))).toBeNull();
  });
});
