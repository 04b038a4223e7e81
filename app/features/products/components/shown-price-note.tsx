import { offerCheckNote } from '@/wordpress/mapping/offer-rules';
import type { Product } from '@/wordpress/types';

export const SOLD_OUT = 'Indisponível em todas as lojas.';

/**
 * Beside 'Ver produto': how fresh its price is ('Amazon: verificado hoje às 08:14'), or, when every
 * offer is out of stock (and no button leads anywhere), that no store has it.
 */
export function ShownPriceNote({ product }: { product: Pick<Product, 'offers' | 'outOfStock'> }) {
  if (product.outOfStock) return <p className="font-semibold text-slate-900">{SOLD_OUT}</p>;
  // The mapping puts the offer 'Ver produto' leads to first.
  const shown = product.offers?.[0];
  const note = shown === undefined ? undefined : offerCheckNote(shown);
  if (shown === undefined || note === undefined) return null;
  return <p className="text-sm text-slate-600">{`${shown.store}: ${note}`}</p>;
}
