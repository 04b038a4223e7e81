import { catalog } from '@/config/site';

const DAY_MS = 24 * 60 * 60 * 1000;

/** New = published within the last 30 days (spec section 9). */
export function isNewProduct(publishedAt: string, now: Date): boolean {
  const published = Date.parse(publishedAt);
  if (Number.isNaN(published)) return false;
  const age = now.getTime() - published;
  return age >= -DAY_MS && age <= catalog.newForDays * DAY_MS;
}

/**
 * A price checked at the shop longer ago than the freshness window (30 days) may have changed
 * (companion plugin's 'Preço verificado em').
 */
export function isPriceStale(checkedAt: string, now: Date): boolean {
  const checked = Date.parse(checkedAt);
  return Number.isNaN(checked) || now.getTime() - checked > catalog.priceFreshDays * DAY_MS;
}

/** Reading time = words / 200, rounded up, at least 1 minute (spec section 9). */
export function readingTime(text: string): string {
  const words = text.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.ceil(words / catalog.wordsPerMinute))} min`;
}
