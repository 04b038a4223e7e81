import { DEFAULT_CURRENCY } from '@/config/site';
import { formatPrice } from '@/lib/format-price';

import type { Product } from '@/wordpress/types';
import { LowestIn90DaysBadge } from './price-badges';

/** What the price rules allow the product page to say of the price; nothing otherwise. */
export function PriceClaimsNote({ product }: { product: Pick<Product, 'priceClaims' | 'priceCurrency'> }) {
  const claims = product.priceClaims;
  if (claims === undefined || (!claims.lowestIn90Days && claims.discount === null)) return null;
  const { discount } = claims;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {claims.lowestIn90Days && <LowestIn90DaysBadge />}
      {discount !== null && (
        <p>{`Baixou ${discount.percent}% em relação ao menor preço dos 30 dias anteriores (${formatPrice(
          discount.referenceCents,
          product.priceCurrency ?? DEFAULT_CURRENCY,
        )})`}</p>
      )}
    </div>
  );
}
