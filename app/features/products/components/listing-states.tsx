import { LISTING_EMPTY } from '@/config/listing-empty';

import { ProductCardSkeleton } from './product-card-skeleton';

export function ListingLoading() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <div className="text-center">
        <p className="font-semibold text-slate-900">Carregando produtos...</p>
        <p className="text-sm text-slate-600">Conectando ao WordPress e buscando conteúdo.</p>
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

export function ListingEmpty() {
  return (
    <div className={LISTING_EMPTY.className}>
      <p className={LISTING_EMPTY.title.className}>{LISTING_EMPTY.title.text}</p>
      <p className={LISTING_EMPTY.hint.className}>{LISTING_EMPTY.hint.text}</p>
    </div>
  );
}

/**
 * A search is loading over the products shown (the list, or the previous results): a discreet sign,
 * over the grid's corner, that moves nothing. Its text is for screen readers.
 */
export function ListingUpdating() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none absolute top-0 right-0 flex items-center gap-2"
    >
      <span
        className="size-3 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700"
        aria-hidden="true"
      />
      <span className="sr-only">Buscando produtos...</span>
    </div>
  );
}
