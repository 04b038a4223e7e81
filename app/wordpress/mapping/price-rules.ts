import { priceRules } from '@/config/site';

import type { Offer, PriceClaims, PriceHistory } from '../types';

// The honest-price rules, in one place: what the site may say of a price given its history. Days
// are counted as whole calendar days; "today" is the history's own (PriceHistory.today).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
export function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The YYYY-MM-DD day of a day number. */
export function dayOfNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A store's price from day `from` (a day number) until the next step. */
export interface PriceStep {
  from: number;
  priceCents: number;
}

export interface StoreSeries {
  store: string;
  /** Oldest first, each a different price from the one before. */
  steps: PriceStep[];
}

/**
 * Each store's prices from day `first` to the history's today: the price in force on `first`
 * (carried in from an earlier change) and every change after it. A store without any price by
 * then is left out.
 */
export function storeSeries(history: PriceHistory, stores: readonly string[], first: number): StoreSeries[] {
  const today = dayNumber(history.today);
  return stores.flatMap((store) => {
    const steps: PriceStep[] = [];
    for (const point of history.points) {
      const from = Math.max(dayNumber(point.day), first);
      if (point.store !== store || from > today) continue;
      const last = steps.at(-1);
      if (last?.from === from) steps.pop();
      if (steps.at(-1)?.priceCents !== point.priceCents) steps.push({ from, priceCents: point.priceCents });
    }
    return steps.length > 0 ? [{ store, steps }] : [];
  });
}

/** The price a store asked on `day`, if it had one. */
export function priceOn({ steps }: StoreSeries, day: number): number | undefined {
  return steps.findLast((step) => step.from <= day)?.priceCents;
}

/** The cheapest price among the stores on `day`. */
function bestPriceOn(series: readonly StoreSeries[], day: number): number | undefined {
  const prices = series.flatMap((store) => priceOn(store, day) ?? []);
  return prices.length > 0 ? Math.min(...prices) : undefined;
}

const NO_CLAIMS: PriceClaims = { lowestIn90Days: false, discount: null };

/**
 * What may be said of the cheapest offer's price (`offers` cheapest first):
 * - 'Menor preço em 90 dias' only when it equals the lowest price of the last 90 days and the
 *   history covers at least 30 days;
 * - a discount only against the lowest price in force in the 30 days before the current price
 *   started (EU Omnibus rule), so never against a price raised in those days;
 * - nothing at all when the history is too short.
 */
export function priceClaims(offers: readonly Offer[], history: PriceHistory | undefined): PriceClaims {
  const cheapest = offers[0];
  const firstPoint = history?.points[0];
  if (cheapest === undefined || history === undefined || firstPoint === undefined) return NO_CLAIMS;
  const today = dayNumber(history.today);
  const firstDay = dayNumber(history.since ?? firstPoint.day);
  if (today - firstDay < priceRules.minHistoryDays) return NO_CLAIMS;
  const series = storeSeries(
    history,
    offers.map((offer) => offer.store),
    firstDay,
  );
  return {
    lowestIn90Days: history.lowest90?.priceCents === cheapest.priceCents,
    discount: discountOf(cheapest.priceCents, series, firstDay, today),
  };
}

/**
 * The drop of `price` (the best price today) against the lowest best price of the reference days
 * before it started; null when it is no drop, or when the history does not cover those days.
 */
function discountOf(
  price: number,
  series: readonly StoreSeries[],
  firstDay: number,
  today: number,
): PriceClaims['discount'] {
  if (bestPriceOn(series, today) !== price) return null;
  let since = today;
  while (since > firstDay && bestPriceOn(series, since - 1) === price) since -= 1;
  let reference = Infinity;
  for (let day = since - priceRules.discountReferenceDays; day < since; day += 1) {
    const best = bestPriceOn(series, day);
    // A day before the history: too short to know, so nothing is said.
    if (best === undefined) return null;
    reference = Math.min(reference, best);
  }
  // Rounded down: a claimed drop is never bigger than the real one.
  const percent = Math.floor(((reference - price) * 100) / reference);
  return percent >= 1 ? { percent, referenceCents: reference } : null;
}
