import { DEFAULT_CURRENCY } from '@/config/site';
import { formatPrice } from '@/lib/format-price';

import { dayNumber, dayOfNumber, priceClaims } from '../mapping/price-rules';
import type { Offer, PricePoint, Product } from '../types';

/**
 * The day the sample histories end. A fixed day, not the visitor's: the samples are the same in
 * the prerendered page and in the browser, whenever either runs.
 */
const SAMPLE_TODAY = '2026-11-20';

const SHOPS = {
  Amazon: 'https://www.amazon.com.br/',
  'Mercado Livre': 'https://www.mercadolivre.com.br/',
  Magalu: 'https://www.magazineluiza.com.br/',
  Shopee: 'https://shopee.com.br/',
} as const;

type Shop = keyof typeof SHOPS;

interface SamplePrices {
  /** Each shop's price today, in cents. */
  offers: [Shop, number][];
  /** Price changes: days before SAMPLE_TODAY, shop, cents; oldest first. */
  changes: [number, Shop, number][];
  /**
   * What the companion plugin would answer as `lowest_90`: the day the amount was set (or the
   * window's first day, 89 days ago, when set before it), shop, cents.
   */
  lowest90: [number, Shop, number];
}

/** Offers and a short history for most samples, so the sample site shows the prices feature. */
const SAMPLE_PRICES: Record<string, SamplePrices> = {
  // Three shops, a small real drop at Amazon.
  '1': {
    offers: [
      ['Amazon', 34990],
      ['Mercado Livre', 35990],
      ['Magalu', 36990],
    ],
    changes: [
      [120, 'Amazon', 37990],
      [120, 'Mercado Livre', 36990],
      [120, 'Magalu', 36990],
      [60, 'Amazon', 35990],
      [45, 'Mercado Livre', 35990],
      [20, 'Amazon', 34990],
    ],
    lowest90: [20, 'Amazon', 34990],
  },
  // 'Black Fraude': raised three weeks ago, then "discounted" back to the price before the raise.
  '2': {
    offers: [['Amazon', 42900]],
    changes: [
      [150, 'Amazon', 38900],
      [40, 'Amazon', 42900],
      [21, 'Amazon', 52900],
      [2, 'Amazon', 42900],
    ],
    lowest90: [89, 'Amazon', 38900],
  },
  // A history of 20 days: too short to say anything.
  '3': {
    offers: [['Amazon', 29990]],
    changes: [
      [20, 'Amazon', 31990],
      [5, 'Amazon', 29990],
    ],
    lowest90: [5, 'Amazon', 29990],
  },
  '4': {
    offers: [
      ['Amazon', 11990],
      ['Shopee', 12490],
    ],
    changes: [
      [100, 'Amazon', 11990],
      [100, 'Shopee', 12490],
    ],
    lowest90: [89, 'Amazon', 11990],
  },
  // A real drop: two shops for months, Amazon lower for the last 10 days.
  '5': {
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
  '7': {
    offers: [['Amazon', 15990]],
    changes: [
      [95, 'Amazon', 16990],
      [30, 'Amazon', 15990],
    ],
    lowest90: [30, 'Amazon', 15990],
  },
  // The price went up: no claim.
  '8': {
    offers: [
      ['Magalu', 37900],
      ['Amazon', 39900],
    ],
    changes: [
      [100, 'Magalu', 34900],
      [100, 'Amazon', 39900],
      [50, 'Magalu', 37900],
    ],
    lowest90: [89, 'Magalu', 34900],
  },
  '9': {
    offers: [
      ['Shopee', 22990],
      ['Mercado Livre', 23490],
    ],
    changes: [
      [60, 'Shopee', 22990],
      [60, 'Mercado Livre', 23490],
    ],
    lowest90: [60, 'Shopee', 22990],
  },
};

const daysAgo = (days: number) => dayOfNumber(dayNumber(SAMPLE_TODAY) - days);

/**
 * The sample's offers (cheapest first), history and claims, judged by the same rules as
 * WordPress's products; undefined for a sample with only a price text.
 */
export function samplePrices(
  id: string,
):
  | Pick<Product, 'price' | 'priceCents' | 'priceCurrency' | 'affiliateUrl' | 'offers' | 'priceHistory' | 'priceClaims'>
  | undefined {
  const prices = SAMPLE_PRICES[id];
  if (prices === undefined) return undefined;
  const offers: Offer[] = prices.offers
    .map(([store, priceCents]): Offer => ({ store, priceCents, url: SHOPS[store], availability: 'unknown' }))
    .sort((a, b) => a.priceCents - b.priceCents);
  const points: PricePoint[] = prices.changes.map(([days, store, priceCents]) => ({
    day: daysAgo(days),
    store,
    priceCents,
  }));
  const [lowestDays, lowestStore, lowestCents] = prices.lowest90;
  const priceHistory = {
    today: SAMPLE_TODAY,
    points,
    lowest90: { priceCents: lowestCents, day: daysAgo(lowestDays), store: lowestStore },
  };
  const [cheapest] = offers;
  if (cheapest === undefined) return undefined;
  return {
    price: formatPrice(cheapest.priceCents, DEFAULT_CURRENCY),
    priceCents: cheapest.priceCents,
    priceCurrency: DEFAULT_CURRENCY,
    affiliateUrl: cheapest.url,
    offers,
    priceHistory,
    priceClaims: priceClaims(offers, priceHistory),
  };
}
