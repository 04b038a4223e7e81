import { formatPrice } from '@/lib/format-price';
import { dayOfNumber } from '@/wordpress/mapping/price-rules';

import type { PriceHistoryView } from '../price-history-view';

/**
 * Colour and dash of each store's line, so lines differ without colour too (and the legend says
 * which is which). Colours are Tailwind's 700 shades: at least 4.5:1 on white.
 */
const STORE_LINE_STYLES = [
  { colour: '#1d4ed8', dash: undefined },
  { colour: '#c2410c', dash: '8 4' },
  { colour: '#047857', dash: '2 3' },
  { colour: '#7e22ce', dash: '10 3 2 3' },
] as const;

export function storeLineStyle(index: number) {
  return STORE_LINE_STYLES[index % STORE_LINE_STYLES.length] ?? STORE_LINE_STYLES[0];
}

// Heights in pixels; widths follow the page: the lines are drawn in days × price units stretched
// to the width (strokes and dashes keep their size), the labels are text at their real size, so
// the chart reads the same at 375 px and on a desktop.
const HEIGHT = 208;
const PLOT_TOP = 24;
const PLOT_HEIGHT = 128;
const PLOT_BOTTOM = PLOT_TOP + PLOT_HEIGHT;
/** Vertical units of the plot's own coordinates (0 = highest price, this = lowest). */
const PRICE_UNITS = 1000;

/** The step lines of the stores' prices over the chart's days, with prices and dates on the axes. */
export function PriceHistoryChart({
  view,
  currency,
  label,
  describedBy,
}: {
  view: PriceHistoryView;
  currency: string;
  label: string;
  describedBy: string;
}) {
  const { first, today, series, lowest, highest } = view;
  const span = highest.priceCents - lowest.priceCents;
  const y = (priceCents: number) =>
    span === 0 ? PRICE_UNITS / 2 : Math.round(((highest.priceCents - priceCents) / span) * PRICE_UNITS);
  const middle = first + Math.round((today - first) / 2);
  return (
    <svg role="img" aria-label={label} aria-describedby={describedBy} width="100%" height={HEIGHT} className="block">
      <g stroke="#e2e8f0">
        <line x1="0" x2="100%" y1={PLOT_TOP} y2={PLOT_TOP} />
        <line x1="0" x2="100%" y1={PLOT_BOTTOM} y2={PLOT_BOTTOM} />
      </g>
      <g fill="#475569" fontSize="12">
        <text x="0" y={PLOT_TOP - 8}>
          {formatPrice(highest.priceCents, currency)}
        </text>
        {span > 0 && (
          <text x="0" y={PLOT_BOTTOM + 18}>
            {formatPrice(lowest.priceCents, currency)}
          </text>
        )}
        <text x="0" y={HEIGHT - 6}>
          {shortDate(first)}
        </text>
        <text x="50%" y={HEIGHT - 6} textAnchor="middle">
          {shortDate(middle)}
        </text>
        <text x="100%" y={HEIGHT - 6} textAnchor="end">
          {shortDate(today)}
        </text>
      </g>
      <svg
        y={PLOT_TOP}
        width="100%"
        height={PLOT_HEIGHT}
        viewBox={`0 0 ${today - first} ${PRICE_UNITS}`}
        preserveAspectRatio="none"
        overflow="visible"
        fill="none"
        strokeWidth="2.5"
      >
        {series.map(({ store, steps }, index) => {
          const style = storeLineStyle(index);
          const path = steps
            .map((step, stepIndex) =>
              stepIndex === 0
                ? `M${step.from - first} ${y(step.priceCents)}`
                : `H${step.from - first}V${y(step.priceCents)}`,
            )
            .join('');
          return (
            <path
              key={store}
              d={`${path}H${today - first}`}
              stroke={style.colour}
              strokeDasharray={style.dash}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </svg>
    </svg>
  );
}

/** 'dd/mm' of a day number. */
function shortDate(day: number): string {
  const [, month, date] = dayOfNumber(day).split('-');
  return `${date ?? ''}/${month ?? ''}`;
}
