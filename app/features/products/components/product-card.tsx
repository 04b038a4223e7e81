import { Link } from 'react-router';

import { productPath } from '@/config/paths';
import { cn } from '@/lib/cn';

import type { Product } from '@/wordpress/types';
import { CategoryBadge, NewBadge } from './category-badge';
import { LowestIn90DaysBadge } from './price-badges';
import { ProductImage, type BoxWidth } from './product-image';

/**
 * The card's width in the home grid (page padding 16 px, grid gap 16 px; from 1024 px a 300 px sidebar
 * and a 32 px gap; the page stops growing at 1280 px), so the browser picks the smallest sufficient
 * WordPress size.
 */
export const CARD_IMAGE_WIDTHS: readonly BoxWidth[] = [
  { media: '(min-width: 1280px)', width: '217px' },
  { media: '(min-width: 1024px)', width: 'calc((100vw - 412px) / 4)' },
  { media: '(min-width: 768px)', width: 'calc((100vw - 48px) / 2)' },
  { width: 'calc(100vw - 32px)' },
];

/** A card of the main grid; the whole card leads to the product page. */
export function ProductCard({
  id,
  product,
  priority,
  className,
}: {
  id?: string;
  product: Product;
  priority: boolean;
  className?: string;
}) {
  return (
    <article
      id={id}
      data-testid="product-card"
      className={cn(
        'group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <Link
        to={productPath(product.id)}
        className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ProductImage product={product} alt="" boxWidths={CARD_IMAGE_WIDTHS} priority={priority} />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={product.category} />
            {product.isNew && <NewBadge />}
          </div>
          <h2 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{product.title}</h2>
          <p className="mt-auto flex flex-wrap items-center gap-2 text-sm font-semibold text-emerald-700">
            {product.price}
            {product.priceClaims?.lowestIn90Days && <LowestIn90DaysBadge />}
            {product.priceCheck?.stale && (
              <span className="w-full text-xs font-normal text-slate-600">{product.priceCheck.lastPrice}</span>
            )}
          </p>
        </div>
      </Link>
    </article>
  );
}
