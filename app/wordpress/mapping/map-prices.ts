import { DEFAULT_CURRENCY } from '@/config/site';
import { formatPrice } from '@/lib/format-price';
import { isHttpUrl } from '@/lib/wordpress-url';

import type { WpOffer, WpPost, WpPriceHistory } from '../schemas';
import type { Offer, PriceHistory, Product } from '../types';
import { priceClaims } from './price-rules';

type PriceFields = Pick<Product, 'priceCents' | 'priceCurrency' | 'offers' | 'priceHistory' | 'priceClaims'> & {
  /** The shown price, when WordPress gives an amount. */
  price?: string;
};

/**
 * The companion plugin's amounts, offers and history, judged on `today` (YYYY-MM-DD, the day
 * WordPress was read). Without amounts (a WordPress without the plugin 1.4, or an old post nobody
 * edited) there is nothing: the product keeps its price text and has no chart.
 */
export function mapPrices(post: WpPost, today: string): PriceFields {
  const declared = post.meta.price_currency;
  const currency = declared !== undefined && /^[A-Z]{3}$/.test(declared) ? declared : DEFAULT_CURRENCY;
  const offers = offersOf(post.meta.offers ?? []);
  const amount = offers[0]?.priceCents ?? (post.meta.price_cents || undefined);
  if (amount === undefined) return {};
  const fields: PriceFields = { price: formatPrice(amount, currency), priceCents: amount, priceCurrency: currency };
  if (offers.length === 0) return fields;
  const history = historyOf(post.price_history, offers, currency, today);
  return {
    ...fields,
    offers,
    ...(history === undefined ? {} : { priceHistory: history }),
    priceClaims: priceClaims(offers, history),
  };
}

/** The usable offers (a store name and an http(s) link), cheapest first, ties in the editor's order. */
function offersOf(rows: readonly (WpOffer | undefined)[]): Offer[] {
  return rows
    .flatMap((row) => {
      const store = row?.store.trim() ?? '';
      return row !== undefined && store !== '' && isHttpUrl(row.url)
        ? [{ store, priceCents: row.price_cents, url: row.url }]
        : [];
    })
    .sort((a, b) => a.priceCents - b.priceCents);
}

/**
 * The history of the offered stores (named as their offers are), or nothing when there is none or
 * it is in another currency. A WordPress whose day is already ahead of ours moves today to its last point.
 */
function historyOf(
  history: WpPriceHistory | undefined,
  offers: readonly Offer[],
  currency: string,
  today: string,
): PriceHistory | undefined {
  if (history === undefined || history.currency !== currency) return undefined;
  const storeNames = new Map(offers.map((offer) => [offer.store.toLowerCase(), offer.store]));
  const points = history.points
    .flatMap((point) => {
      const store = point === undefined ? undefined : storeNames.get(point.store.trim().toLowerCase());
      return point === undefined || store === undefined
        ? []
        : [{ day: point.date, store, priceCents: point.price_cents }];
    })
    .sort((a, b) => a.day.localeCompare(b.day));
  const lastDay = points.at(-1)?.day;
  if (lastDay === undefined) return undefined;
  const lowest = history.lowest_90;
  return {
    today: lastDay > today ? lastDay : today,
    points,
    lowest90:
      lowest === null
        ? null
        : {
            priceCents: lowest.price_cents,
            day: lowest.date,
            store: storeNames.get(lowest.store.trim().toLowerCase()) ?? lowest.store,
          },
  };
}
