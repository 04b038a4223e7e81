import { catalog } from '../../config/site';
import type { Product } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** New = published within the last 30 days (spec section 9). */
export function isNewProduct(publishedAt: string, now: Date): boolean {
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return false;
  const age = now.getTime() - published;
  return age >= -DAY_MS && age <= catalog.newForDays * DAY_MS;
}

/**
 * How long a price checked at the shop on `checkedDay` (YYYY-MM-DD, companion plugin's 'Preço
 * verificado em') is vouched for: until `freshDays` later (the owner's setting); after that it may
 * have changed. Null for a day that is not a date.
 */
export function priceFreshness(
  checkedDay: string,
  now: Date,
  freshDays: number,
): { priceFreshUntil: string; priceMayHaveChanged: boolean } | null {
  const checked = Date.parse(`${checkedDay}T00:00:00Z`);
  if (Number.isNaN(checked)) return null;
  const freshUntil = checked + freshDays * DAY_MS;
  return {
    priceFreshUntil: new Date(freshUntil).toISOString().slice(0, 10),
    priceMayHaveChanged: now.getTime() > freshUntil,
  };
}

/** Reading time = words / 200, rounded up, at least 1 minute (spec section 9). */
export function readingTime(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / catalog.wordsPerMinute))} min`;
}

/**
 * Until when the judgments that depend on the clock (isNewProduct; priceFreshness's
 * priceMayHaveChanged; whether an offer's price is older than the owner's setting, offer-rules.ts)
 * keep the values they have at `now`: the first instant after `now` at which one of them reads
 * differently, or null when none will change again. A build that updates its pages in place
 * re-renders a product once that instant has passed. (An offer's age in days changes with the
 * site's day, which the build watches apart.)
 */
export function judgmentsValidUntil(
  {
    publishedAt,
    priceFreshUntil,
    priceCheck,
    offers,
  }: Pick<Product, 'publishedAt' | 'priceFreshUntil' | 'priceCheck' | 'offers'>,
  now: Date,
): number | null {
  const published = publishedAt === undefined ? Number.NaN : Date.parse(publishedAt);
  const freshUntil = priceFreshUntil === undefined ? Number.NaN : Date.parse(`${priceFreshUntil}T00:00:00Z`);
  const changes = [
    // isNewProduct turns true a day before the publication day and false after newForDays.
    published - DAY_MS,
    published + catalog.newForDays * DAY_MS + 1,
    // priceMayHaveChanged turns true right after the last vouched instant.
    freshUntil + 1,
    // A price stops being current right after its last current instant.
    ...[priceCheck, ...(offers ?? []).map((offer) => offer.check)].map((check) =>
      check === undefined ? Number.NaN : check.currentUntil + 1,
    ),
  ].filter((instant) => !Number.isNaN(instant) && instant > now.getTime());
  return changes.length === 0 ? null : Math.min(...changes);
}
