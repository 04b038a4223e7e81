import { describe, expect, it } from 'vitest';

import type { Offer, PriceHistory, PricePoint } from '../types';
import { dayNumber, dayOfNumber, priceClaims, storeSeries } from './price-rules';

const TODAY = '2026-11-24';
const daysAgo = (days: number) => dayOfNumber(dayNumber(TODAY) - days);

/** A price change `days` ago. */
const change = (days: number, store: string, priceCents: number): PricePoint => ({
  day: daysAgo(days),
  store,
  priceCents,
});

const offer = (store: string, priceCents: number): Offer => ({
  store,
  priceCents,
  url: `https://${store}.example/`,
  availability: 'unknown',
});

function history(points: PricePoint[], lowest90: number | null): PriceHistory {
  return {
    today: TODAY,
    points,
    lowest90: lowest90 === null ? null : { priceCents: lowest90, day: TODAY, store: 'Amazon' },
  };
}

describe("'Menor preço em 90 dias'", () => {
  it('is said when the cheapest offer equals the lowest of 90 days and the history covers 30 days', () => {
    const drop = history([change(120, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], drop).lowestIn90Days).toBe(true);
  });

  it('is not said when the cheapest offer costs more than the lowest of 90 days', () => {
    const raised = history([change(120, 'Amazon', 18990), change(10, 'Amazon', 21990)], 18990);
    expect(priceClaims([offer('Amazon', 21990)], raised).lowestIn90Days).toBe(false);
  });

  it('is not said when the history is younger than 30 days, even at the lowest price', () => {
    const young = history([change(29, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], young)).toEqual({ lowestIn90Days: false, discount: null });
    const thirtyDays = history([change(30, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], thirtyDays).lowestIn90Days).toBe(true);
  });

  it('is not said without a history or a lowest price', () => {
    expect(priceClaims([offer('Amazon', 18990)], undefined)).toEqual({ lowestIn90Days: false, discount: null });
    expect(priceClaims([offer('Amazon', 18990)], history([change(120, 'Amazon', 18990)], null)).lowestIn90Days).toBe(
      false,
    );
    expect(priceClaims([offer('Amazon', 18990)], history([], 18990)).lowestIn90Days).toBe(false);
  });
});

describe('the discount (lowest price of the 30 days before the current price started)', () => {
  it('is measured against the lowest price of the 30 days before the drop, rounded down', () => {
    // 219,90 for months, then 189,90 for 10 days: 13.6 % less.
    const drop = history([change(120, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], drop).discount).toEqual({ percent: 13, referenceCents: 21990 });
  });

  it("is never measured against a price raised in those 30 days ('Black Fraude')", () => {
    // 379,90; 399,90 from 40 days ago; raised to 499,90 21 days ago; "discounted" to 399,90 2 days ago.
    const blackFraude = history(
      [
        change(150, 'Amazon', 37990),
        change(40, 'Amazon', 39990),
        change(21, 'Amazon', 49990),
        change(2, 'Amazon', 39990),
      ],
      37990,
    );
    expect(priceClaims([offer('Amazon', 39990)], blackFraude)).toEqual({ lowestIn90Days: false, discount: null });
  });

  it('takes the days before the current price started, not the 30 days before today', () => {
    // 249,90 until 45 days ago, 199,90 from then, 179,90 for 5 days: the reference is 199,90, not 249,90.
    const twoDrops = history(
      [change(120, 'Amazon', 24990), change(45, 'Amazon', 19990), change(5, 'Amazon', 17990)],
      17990,
    );
    expect(priceClaims([offer('Amazon', 17990)], twoDrops).discount).toEqual({ percent: 10, referenceCents: 19990 });
  });

  it('takes the lowest price of every offered store on each day', () => {
    // Amazon drops from 219,90 to 199,90, but Magalu sold it at 205,00 in the 30 days before.
    const twoStores = history(
      [
        change(100, 'Amazon', 21990),
        change(100, 'Magalu', 22990),
        change(25, 'Magalu', 20500),
        change(15, 'Magalu', 22990),
        change(3, 'Amazon', 19990),
      ],
      19990,
    );
    expect(priceClaims([offer('Amazon', 19990), offer('Magalu', 22990)], twoStores).discount).toEqual({
      percent: 2,
      referenceCents: 20500,
    });
  });

  it('says nothing when the history does not cover the 30 days before the price started', () => {
    const short = history([change(35, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], short).discount).toBeNull();
    const longEnough = history([change(40, 'Amazon', 21990), change(10, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], longEnough).discount).toEqual({
      percent: 13,
      referenceCents: 21990,
    });
  });

  it('says nothing when the price did not drop, or by less than 1 %', () => {
    const same = history([change(120, 'Amazon', 18990)], 18990);
    expect(priceClaims([offer('Amazon', 18990)], same).discount).toBeNull();
    const tiny = history([change(120, 'Amazon', 20000), change(5, 'Amazon', 19900)], 19900);
    expect(priceClaims([offer('Amazon', 19900)], tiny).discount).toBeNull();
  });

  it('says nothing when the history disagrees with the offers', () => {
    const stale = history([change(120, 'Amazon', 21990)], 21990);
    expect(priceClaims([offer('Amazon', 18990)], stale).discount).toBeNull();
  });
});

describe('storeSeries', () => {
  it("carries in each store's price from before the first day and merges repeated prices", () => {
    const points = [
      change(150, 'Amazon', 100),
      change(120, 'Amazon', 110),
      change(60, 'Amazon', 110),
      change(30, 'Amazon', 90),
      change(30, 'Magalu', 95),
    ];
    expect(storeSeries(history(points, null), ['Amazon', 'Magalu', 'Shopee'], dayNumber(daysAgo(89)))).toEqual([
      {
        store: 'Amazon',
        steps: [
          { from: dayNumber(daysAgo(89)), priceCents: 110 },
          { from: dayNumber(daysAgo(30)), priceCents: 90 },
        ],
      },
      { store: 'Magalu', steps: [{ from: dayNumber(daysAgo(30)), priceCents: 95 }] },
    ]);
  });
});

describe('a history that knows a store only since its first reading (`since`)', () => {
  // Magalu typed 120 days ago; Amazon read at the store since 20 days ago (what was typed there
  // before is left out, map-prices.ts): Amazon's price before then is unknown.
  const points = [change(120, 'Magalu', 22990), change(20, 'Amazon', 19990), change(5, 'Amazon', 18990)];
  const offers = [offer('Amazon', 18990), offer('Magalu', 22990)];

  it('says nothing until that day is 30 days old, though the history is older', () => {
    const known = { ...history(points, 18990), since: daysAgo(20) };
    expect(priceClaims(offers, known)).toEqual({ lowestIn90Days: false, discount: null });
    expect(priceClaims(offers, history(points, 18990)).discount).toEqual({ percent: 5, referenceCents: 19990 });
  });
});
