import { useId } from 'react';

import { brazilianDate } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/format-price';
import type { LowestPrice, Offer, PriceHistory } from '@/wordpress/types';

import { priceHistoryView, type PriceRun } from '../price-history-view';
import { PriceHistoryChart, storeLineStyle } from './price-history-chart';

/**
 * 'Histórico de preços': the chart of the last 90 days (server-rendered SVG: it paints without
 * JavaScript), its legend, its text alternative, and the lowest price of the 90 days.
 */
export function PriceHistorySection({
  history,
  offers,
  currency,
}: {
  history: PriceHistory;
  offers: readonly Offer[];
  currency: string;
}) {
  const summaryId = useId();
  const view = priceHistoryView(history, offers);
  if (view === null) return null;
  const price = (cents: number) => formatPrice(cents, currency);
  const run = ({ priceCents, store, from, to }: PriceRun) =>
    `${price(priceCents)} (${store}, de ${brazilianDate(from)} a ${brazilianDate(to)})`;
  const { current } = view;
  return (
    <section aria-labelledby="historico-title" className="space-y-3">
      <h2 id="historico-title" className="text-xl font-bold text-slate-900">
        Histórico de preços
      </h2>
      <figure className="space-y-3 rounded-xl border border-slate-200 p-4">
        <PriceHistoryChart
          view={view}
          currency={currency}
          label={`Histórico de preços dos últimos 90 dias, até ${brazilianDate(history.today)}`}
          describedBy={summaryId}
        />
        <ul aria-label="Lojas no gráfico" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {view.series.map(({ store }, index) => (
            <li key={store} className="inline-flex items-center gap-2">
              <LegendLine index={index} />
              {store}
            </li>
          ))}
        </ul>
        <figcaption id={summaryId} className="text-sm text-slate-700">
          {`Menor preço: ${run(view.lowest)}. Maior preço: ${run(view.highest)}.${current === undefined ? '' : ` Preço atual: ${price(current.priceCents)} (${current.store}${current.since === undefined ? '' : `, desde ${brazilianDate(current.since)}`}).`}`}
        </figcaption>
      </figure>
      {history.lowest90 !== null && <LowestPriceLine lowest={history.lowest90} currency={currency} />}
    </section>
  );
}

function LegendLine({ index }: { index: number }) {
  const style = storeLineStyle(index);
  return (
    <svg width="28" height="8" aria-hidden="true">
      <line x1="0" x2="28" y1="4" y2="4" stroke={style.colour} strokeWidth="2.5" strokeDasharray={style.dash} />
    </svg>
  );
}

function LowestPriceLine({ lowest, currency }: { lowest: LowestPrice; currency: string }) {
  return (
    <p className="font-semibold text-slate-900">
      {`Menor preço em 90 dias: ${formatPrice(lowest.priceCents, currency)} (${brazilianDate(lowest.day)}, ${lowest.store})`}
    </p>
  );
}
