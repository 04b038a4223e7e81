import { lazy, Suspense } from 'react';

import type { Product } from '@/wordpress/types';

// Loaded after the first paint, while the page hydrates: the product page's own code grows by this
// wrapper only.
const PriceAlertForm = lazy(async () => ({ default: (await import('./price-alert-form')).PriceAlertForm }));

/**
 * 'Avise-me quando o preço baixar', beside a product's offers, with an optional target price; none
 * for a product without offers (no amount to watch).
 */
export function PriceAlertSignup({ product }: { product: Product }) {
  if (!product.offers?.length) return null;
  return (
    <section aria-labelledby="aviso-de-preco-title" className="rounded-xl border border-slate-200 p-4">
      <h2 id="aviso-de-preco-title" className="text-lg font-bold text-slate-900">
        Avise-me quando o preço baixar
      </h2>
      <Suspense fallback={<div className="min-h-40" />}>
        <PriceAlertForm productId={product.id} price={product.price} />
      </Suspense>
    </section>
  );
}
