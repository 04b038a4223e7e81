import { catalog } from '@/config/site';
import { brazilianDate } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/format-price';

import type { Offer } from '../types';

// What the site may show of an offer, given its check (judged in offer-checks.ts): a price older
// than the owner's setting is never shown as current, and an offer out of stock is never the one
// to buy. The product page, its JSON-LD and the mapping read these rules.

export const OUT_OF_STOCK_PRICE = 'Indisponível';

/** Not out of stock: the store sells it, or the site does not know it does not. */
export function isBuyable(offer: Pick<Offer, 'availability'>): boolean {
  return offer.availability !== 'out_of_stock';
}

/** An offer whose price may be shown as today's: buyable, and not older than the owner's setting. */
export function isCurrentOffer(offer: Pick<Offer, 'availability' | 'check'>): boolean {
  return isBuyable(offer) && offer.check?.stale !== true;
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
