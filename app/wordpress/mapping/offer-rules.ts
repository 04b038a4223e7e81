import { catalog, SITE_TIME_ZONE } from '@/config/site';
import { brazilianDate, dayIn, timeIn } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/format-price';

import type { Offer, PriceCheck, Product, ShownPriceCheck } from '../types';
import { dayNumber } from './price-rules';

// How fresh each offer's price is, and what the site may show of it: the companion plugin's price
// refresh dates every offer (`checked_at`, `price_source`, `availability`). A price older than the
// owner's setting is never shown as current; an offer out of stock never leads 'Ver produto'.
// Judged at a clock (the mapping's `now`, as the price history's today is), and judged again,
// saying only less, when a refresh finds the post unchanged (rejudgePrices).

const DAY_MS = 24 * 60 * 60 * 1000;

export const OUT_OF_STOCK_PRICE = 'Indisponível';

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

/** Not out of stock: the store sells it, or the site does not know it does not. */
function isBuyable(offer: Pick<Offer, 'availability'>): boolean {
  return offer.availability !== 'out_of_stock';
}

/** An offer whose price may be shown as today's: buyable, and not older than the owner's setting. */
export function isCurrentOffer(offer: Pick<Offer, 'availability' | 'check'>): boolean {
  return isBuyable(offer) && offer.check?.stale !== true;
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

/** What an offer's button says of its price: the amount, 'Consulte o preço' when stale, 'Indisponível'. */
export function offerPriceLabel(offer: Offer, currency: string): string {
  if (!isBuyable(offer)) return OUT_OF_STOCK_PRICE;
  return offer.check?.stale ? catalog.defaultPrice : formatPrice(offer.priceCents, currency);
}

/**
 * How fresh an offer's price is ('verificado hoje às 08:14', 'verificado há 3 dias'); nothing when
 * WordPress does not date it. A typed price is 'informado', never 'verificado': nobody read it at
 * the store. A store's price whose last readings failed is 'não verificado desde' its last good one.
 */
export function offerCheckNote({ availability, check }: Pick<Offer, 'availability' | 'check'>): string | undefined {
  if (check === undefined) return undefined;
  const date = brazilianDate(check.day);
  const last = check.stale && isBuyable({ availability }) ? 'último preço ' : '';
  if (check.source === 'manual') return `${last || 'preço '}informado em ${date}`;
  if (availability === 'unknown') return `não verificado desde ${date}`;
  if (check.stale) return `${last}verificado em ${date}`;
  if (check.daysAgo === 0) return `verificado hoje às ${check.time}`;
  if (check.daysAgo === 1) return `verificado ontem às ${check.time}`;
  return `verificado há ${check.daysAgo} dias`;
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
