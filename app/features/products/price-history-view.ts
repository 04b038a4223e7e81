import { priceRules } from '@/config/site';
import { isCurrentOffer } from '@/wordpress/mapping/offer-rules';
import { dayNumber, dayOfNumber, storeSeries, type StoreSeries } from '@/wordpress/mapping/price-rules';
import type { Offer, PriceHistory } from '@/wordpress/types';

// What the price chart draws and says, from the mapped history: the last 90 days up to the
// history's own today, so the prerendered page and the browser draw the same chart.

/** A price held by a store over consecutive days (YYYY-MM-DD) of the chart. */
export interface PriceRun {
  priceCents: number;
  store: string;
  from: string;
  to: string;
}

export interface PriceHistoryView {
  /** Day numbers of the chart's first day and of today (its last). */
  first: number;
  today: number;
  /** One series per store with a price in the window, in the order of `stores`. */
  series: StoreSeries[];
  lowest: PriceRun;
  highest: PriceRun;
  /**
   * The cheapest offer now, and since when its store asks that price (when the history shows it);
   * absent when no price is current (out of stock, or older than the owner's setting).
   */
  current?: { priceCents: number; store: string; since?: string };
}

/**
 * The chart of the offered stores' prices over the last 90 days; null when none of them has a
 * price in that window.
 */
export function priceHistoryView(history: PriceHistory, offers: readonly Offer[]): PriceHistoryView | null {
  const cheapest = offers[0];
  const firstPoint = history.points[0];
  if (cheapest === undefined || firstPoint === undefined) return null;
  const today = dayNumber(history.today);
  const first = today - priceRules.historyDays + 1;
  const stores = offers.map((offer) => offer.store).sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const series = storeSeries(history, stores, first);
  const runs = series.flatMap((store) => runsOf(store, today));
  const [firstRun] = runs;
  if (firstRun === undefined) return null;
  const [since] = storeSeries(history, [cheapest.store], dayNumber(firstPoint.day)).flatMap((store) => {
    const last = store.steps.at(-1);
    return last?.priceCents === cheapest.priceCents ? [dayOfNumber(last.from)] : [];
  });
  return {
    first,
    today,
    series,
    lowest: runs.reduce((kept, run) => (isLater(run, kept, run.priceCents - kept.priceCents) ? run : kept)),
    highest: runs.reduce((kept, run) => (isLater(run, kept, kept.priceCents - run.priceCents) ? run : kept)),
    ...(isCurrentOffer(cheapest)
      ? {
          current: {
            priceCents: cheapest.priceCents,
            store: cheapest.store,
            ...(since === undefined ? {} : { since }),
          },
        }
      : {}),
  };
}

/** Whether `run` replaces `kept`: it is more extreme (`difference` < 0), or as extreme and later. */
function isLater(run: PriceRun, kept: PriceRun, difference: number): boolean {
  return difference < 0 || (difference === 0 && run.to > kept.to);
}

function runsOf({ store, steps }: StoreSeries, today: number): PriceRun[] {
  return steps.map((step, index) => ({
    priceCents: step.priceCents,
    store,
    from: dayOfNumber(step.from),
    to: dayOfNumber((steps[index + 1]?.from ?? today + 1) - 1),
  }));
}
