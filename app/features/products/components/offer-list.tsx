import { buttonClasses } from '@/components/ui/button';
import { NewTabMark } from '@/components/ui/new-tab-mark';
import { atStore } from '@/config/stores';
import { formatPrice } from '@/lib/format-price';

import type { Offer } from '@/wordpress/types';
import { CheapestOfferBadge } from './price-badges';

/** The shops selling the product, cheapest first (as mapped), each a sponsored link in a new tab. */
export function OfferList({
  offers,
  currency,
  onFollow,
}: {
  offers: readonly Offer[];
  currency: string;
  /** Called with the store when the visitor follows an offer (counted as a click for it). */
  onFollow?: (store: string) => void;
}) {
  return (
    <section aria-labelledby="ofertas-title" className="space-y-3">
      <h2 id="ofertas-title" className="text-xl font-bold text-slate-900">
        Onde comprar
      </h2>
      <ul className="space-y-2">
        {offers.map((offer, index) => (
          <li key={offer.store} className="flex flex-wrap items-center gap-2">
            {index === 0 && offers.length > 1 && <CheapestOfferBadge />}
            <a
              href={offer.url}
              target="_blank"
              rel="sponsored noopener noreferrer"
              onClick={() => onFollow?.(offer.store)}
              className={buttonClasses({ variant: 'outline' })}
            >
              {`Ver ${atStore(offer.store)} (${formatPrice(offer.priceCents, currency)})`}
              <NewTabMark />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
