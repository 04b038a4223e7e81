import { catalog, SITE_TIME_ZONE } from '@/config/site';
import { brazilianDate } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/format-price';
import { dayIn, timeIn } from '@/lib/zoned-time';

import type { Offer, PriceCheck, Product, ShownPriceCheck } from '../types';
import { isBuyable, isCurrentOffer, OUT_OF_STOCK_PRICE } from './offer-rules';
import { dayNumber } from './price-rules';

// Each offer's check (the companion plugin's price refresh: `checked_at`, `price_source`) judged at
// a clock (the mapping's `now`, as the price history's today is), the offers ordered by the rules
// of offer-rules.ts, and the shown price; judged again, saying only less, when a refresh finds the
// post unchanged (rejudgePrices).

const DAY_MS = 24 * 60 * 60 * 1000;

/** An offer's check as WordPress dates it, judged at `now`; none without a valid date and source. */
export function checkOf(
  checkedAt: string | null | undefined,
  source: PriceCheck['source'] | undefined,
  now: Date,
  freshDays: number,
): PriceCheck | undefined {
  const at = checkedAt === null || checkedAt === undefined ? Number.NaN : Date.parse(checkedAt);
  if (source === undefined || !Number.isFinite(at)) return undefined;
  const moment = new Date(at);
  return rejudgeCheck(
    {
      source,
      day: dayIn(SITE_TIME_ZONE, moment),
      time: timeIn(SITE_TIME_ZONE, moment),
      daysAgo: 0,
      currentUntil: at + freshDays * DAY_MS,
      stale: false,
    },
    now,
  );
}

/** The same check at another clock: its age in days, and whether it is older than the setting. */
export function rejudgeCheck(check: PriceCheck, now: Date): PriceCheck {
  return {
    ...check,
    // A WordPress whose clock is ahead of ours dates a check later than now: that is today.
    daysAgo: Math.max(0, dayNumber(dayIn(SITE_TIME_ZONE, now)) - dayNumber(check.day)),
    stale: now.getTime() > check.currentUntil,
  };
}

/** 0: current; 1: buyable but older than the setting; 2: out of stock. */
function rank(offer: Offer): number {
  if (!isBuyable(offer)) return 2;
  return isCurrentOffer(offer) ? 0 : 1;
}

/** Current offers cheapest first, then the stale ones, then those out of stock; ties in the editor's order. */
export function orderOffers(offers: readonly Offer[]): Offer[] {
  return [...offers].sort((a, b) => rank(a) - rank(b) || a.priceCents - b.priceCents);
}

/** Product fields of the offers (ordered by orderOffers): the shown price and where 'Ver produto' leads. */
export function shownPrice(
  offers: readonly Offer[],
  currency: string,
): Pick<Product, 'price' | 'priceCents' | 'priceCheck' | 'outOfStock'> & { url: string | null } {
  const shown = offers.find(isBuyable);
  if (shown === undefined) return { price: OUT_OF_STOCK_PRICE, outOfStock: true, url: null };
  const { check } = shown;
  return {
    price: check?.stale ? catalog.defaultPrice : formatPrice(shown.priceCents, currency),
    ...(check?.stale ? {} : { priceCents: shown.priceCents }),
    ...(check === undefined ? {} : { priceCheck: shownCheck(check) }),
    url: shown.url,
  };
}

function shownCheck({ source, day, currentUntil, stale }: PriceCheck): ShownPriceCheck {
  const verb = source === 'manual' ? 'informado' : 'verificado';
  return { currentUntil, stale, lastPrice: `Último preço ${verb} em ${brazilianDate(day)}` };
}

/**
 * A product read earlier, at a later clock: every check's age again, and the shown price becomes
 * 'Consulte o preço' (without its claims) once it is older than the setting. The offers keep their
 * order, so a card (which has no offers) and its product page say the same; the next reading of
 * WordPress orders them again.
 */
export function rejudgePrices(product: Product, now: Date): Product {
  const offers = product.offers?.map((offer) =>
    offer.check === undefined ? offer : { ...offer, check: rejudgeCheck(offer.check, now) },
  );
  const rejudged = offers === undefined ? product : { ...product, offers };
  const check = product.priceCheck;
  if (check === undefined || check.stale || now.getTime() <= check.currentUntil) return rejudged;
  const stale: Product = { ...rejudged, price: catalog.defaultPrice, priceCheck: { ...check, stale: true } };
  delete stale.priceCents;
  delete stale.priceClaims;
  return stale;
}
