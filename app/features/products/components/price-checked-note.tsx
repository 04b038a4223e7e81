import { brazilianDate } from '@/lib/calendar-day';
import type { Product } from '@/wordpress/types';

/** 'Preço verificado em 12/11/2026', and a warning when that is long ago (companion plugin's date). */
export function PriceCheckedNote({ product }: { product: Pick<Product, 'priceCheckedAt' | 'priceMayHaveChanged'> }) {
  if (product.priceCheckedAt === undefined) return null;
  return (
    <div className="text-sm text-slate-600">
      <p>{`Preço verificado em ${brazilianDate(product.priceCheckedAt)}`}</p>
      {product.priceMayHaveChanged && (
        <p className="font-medium text-amber-800">O preço pode ter mudado: confira na loja.</p>
      )}
    </div>
  );
}
