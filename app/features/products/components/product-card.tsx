import { Link } from 'react-router';

import type { Product } from '../model/product';
import { CategoryBadge, NewBadge } from './category-badge';
import { ProductImage } from './product-image';

/** A card of the main grid; the whole card leads to the product page. */
export function ProductCard({ product, priority }: { product: Product; priority: boolean }) {
  return (
    <article
      data-testid="product-card"
      className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <Link
        to={`/product/${product.id}`}
        className="flex h-full flex-col focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <ProductImage
          product={product}
          alt=""
          sizes="(min-width: 1024px) 240px, (min-width: 768px) 50vw, 100vw"
          priority={priority}
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap gap-1.5">
            <CategoryBadge category={product.category} />
            {product.isNew && <NewBadge />}
          </div>
          <h2 className="line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700">{product.title}</h2>
          <p className="mt-auto text-sm font-semibold text-emerald-700">{product.price}</p>
        </div>
      </Link>
    </article>
  );
}
