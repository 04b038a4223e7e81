import { buttonClasses } from '@/components/ui/button';
import { NewTabMark } from '@/components/ui/new-tab-mark';
import { atStore } from '@/config/stores';

import { isCurrentOffer, offerCheckNote, offerPriceLabel } from '@/wordpress/mapping/offer-rules';
import type { Offer } from '@/wordpress/types';
import { CheapestOfferBadge } from './price-badges';

/** Amazon's terms ask for it beside prices read from its API; it holds for every store. */
export const PRICES_NOTICE =
  'Preços e disponibilidade são os da data e hora indicadas e podem mudar. Valem o preço e a disponibilidade mostrados na loja no momento da compra.';

/**
 * The shops selling the product, in the mapped order (current prices cheapest first, out of stock
 * last), each a sponsored link in a new tab with how fresh its price is, and the notice on prices
 * when any is dated.
 */
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
  // 'Menor preço' compares current prices only: against none, or one out of date, it says nothing.
  const [first, second] = offers;
  const cheapest = first !== undefined && second !== undefined && isCurrentOffer(first) && isCurrentOffer(second);
  return (
    <section aria-labelledby="ofertas-title" className="space-y-3">
      <h2 id="ofertas-title" className="text-xl font-bold text-slate-900">
        Onde comprar
      </h2>
      <ul className="space-y-2">
        {offers.map((offer, index) => {
          const note = offerCheckNote(offer);
          return (
            <li key={offer.store} className="flex flex-wrap items-center gap-2">
              {index === 0 && cheapest && <CheapestOfferBadge />}
              <a
                href={offer.url}
                target="_blank"
                rel="sponsored noopener noreferrer"
                onClick={() => onFollow?.(offer.store)}
                className={buttonClasses({ variant: 'outline' })}
              >
                {`Ver ${atStore(offer.store)} (${offerPriceLabel(offer, currency)})`}
                <NewTabMark />
              </a>
              {note !== undefined && <span className="text-sm text-slate-600">{note}</span>}
            </li>
          );
        })}
      </ul>
      {offers.some((offer) => offer.check !== undefined) && <p className="text-sm text-slate-600">{PRICES_NOTICE}</p>}
    </section>
  );
}
