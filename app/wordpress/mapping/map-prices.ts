import { DEFAULT_CURRENCY, priceRules, SITE_TIME_ZONE } from '@/config/site';
import { dayIn } from '@/lib/zoned-time';
import { formatPrice } from '@/lib/format-price';
import { isHttpUrl } from '@/lib/wordpress-url';

import type { WpOffer, WpPost, WpPriceHistory } from '../schemas';
import type { LowestPrice, Offer, PriceHistory, PricePoint, Product } from '../types';
import { checkOf, orderOffers, shownPrice } from './offer-checks';
import { isCurrentOffer } from './offer-rules';
import { dayNumber, dayOfNumber, priceClaims, storeSeries } from './price-rules';

type PriceFields = Pick<
  Product,
  'priceCents' | 'priceCurrency' | 'offers' | 'priceHistory' | 'priceClaims' | 'priceCheck' | 'outOfStock'
> & {
  /** The shown price, when WordPress gives an amount. */
  price?: string;
  /** Where 'Ver produto' leads when WordPress gives offers: the shown one's link, null when none may lead. */
  offerUrl?: string | null;
};

/** The clock the prices are judged at, and the owner's setting of how long a price stays current. */
export interface PriceClock {
  now: Date;
  priceFreshDays: number;
}

/**
 * The companion plugin's amounts, offers and history, judged at `now` (when WordPress was read; its
 * day is the history's today). Without amounts (a WordPress without the plugin 1.4, or an old post
 * nobody edited) there is nothing: the product keeps its price text and has no chart.
 */
export function mapPrices(post: WpPost, clock: PriceClock): PriceFields {
  const declared = post.meta.price_currency;
  const currency = declared !== undefined && /^[A-Z]{3}$/.test(declared) ? declared : DEFAULT_CURRENCY;
  const offers = orderOffers(offersOf(post.meta.offers ?? [], clock));
  if (offers.length === 0) {
    const amount = post.meta.price_cents || undefined;
    return amount === undefined
      ? {}
      : { price: formatPrice(amount, currency), priceCents: amount, priceCurrency: currency };
  }
  const { url, ...shown } = shownPrice(offers, currency);
  const history = historyOf(post.price_history, offers, currency, dayIn(SITE_TIME_ZONE, clock.now));
  return {
    ...shown,
    priceCurrency: currency,
    offerUrl: url,
    offers,
    ...(history === undefined ? {} : { priceHistory: history }),
    priceClaims: priceClaims(offers.filter(isCurrentOffer), history),
  };
}

/** The usable offers (a store name and an http(s) link), each with its check judged at the clock. */
function offersOf(rows: readonly (WpOffer | undefined)[], { now, priceFreshDays }: PriceClock): Offer[] {
  return rows.flatMap((row) => {
    const store = row?.store.trim() ?? '';
    if (row === undefined || store === '' || !isHttpUrl(row.url)) return [];
    const check = checkOf(row.checked_at, row.price_source, now, priceFreshDays);
    return [
      {
        store,
        priceCents: row.price_cents,
        url: row.url,
        availability: row.availability ?? 'unknown',
        ...(check === undefined ? {} : { check }),
      },
    ];
  });
}

/**
 * The history of the offered stores (named as their offers are), or nothing when there is none or
 * it is in another currency. A WordPress whose day is already ahead of ours moves today to its last
 * point. A store with prices read at the store has only those: what the owner typed there before
 * says when a post was edited, not what the store asked, so the chart and the labels leave it out.
 */
function historyOf(
  history: WpPriceHistory | undefined,
  offers: readonly Offer[],
  currency: string,
  today: string,
): PriceHistory | undefined {
  if (history === undefined || history.currency !== currency) return undefined;
  const storeNames = new Map(offers.map((offer) => [offer.store.toLowerCase(), offer.store]));
  const named = history.points.flatMap((point) => {
    const store = point === undefined ? undefined : storeNames.get(point.store.trim().toLowerCase());
    return point === undefined || store === undefined ? [] : [{ point, store }];
  });
  const readAtStore = new Set(named.flatMap(({ point, store }) => (point.source === 'store' ? [store] : [])));
  const typedOver = new Set(
    named.flatMap(({ point, store }) => (point.source !== 'store' && readAtStore.has(store) ? [store] : [])),
  );
  const points: PricePoint[] = named
    .filter(({ point, store }) => point.source === 'store' || !typedOver.has(store))
    .map(({ point, store }) => ({ day: point.date, store, priceCents: point.price_cents }))
    .sort((a, b) => a.day.localeCompare(b.day));
  const lastDay = points.at(-1)?.day;
  if (lastDay === undefined) return undefined;
  const judged = { today: lastDay > today ? lastDay : today, points };
  if (typedOver.size > 0) {
    // Before such a store's first reading its price is unknown: the rules judge from the latest of
    // those first readings on, and the lowest price is the site's own count.
    const since = [...typedOver]
      .map((store) => points.find((point) => point.store === store)?.day ?? '')
      .reduce((latest, day) => (day > latest ? day : latest));
    const trusted = { ...judged, since, lowest90: null };
    return { ...trusted, lowest90: lowestIn90Days(trusted, [...storeNames.values()]) };
  }
  const lowest = history.lowest_90;
  return {
    ...judged,
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

/**
 * The lowest price in force on a day of the last 90 (from `since` on) among `stores`, dated the
 * day it started (or the window's first day), the latest when it held more than once: the companion
 * plugin's `lowest_90` (rules/price-history.php), for a history the site filtered itself.
 */
function lowestIn90Days(history: PriceHistory, stores: readonly string[]): LowestPrice | null {
  const first = Math.max(
    dayNumber(history.today) - priceRules.historyDays + 1,
    history.since === undefined ? -Infinity : dayNumber(history.since),
  );
  let lowest: LowestPrice | null = null;
  for (const { store, steps } of storeSeries(history, stores, first)) {
    for (const { from, priceCents } of steps) {
      const day = dayOfNumber(from);
      if (lowest === null || priceCents < lowest.priceCents || (priceCents === lowest.priceCents && day > lowest.day)) {
        lowest = { priceCents, day, store };
      }
    }
  }
  return lowest;
}
