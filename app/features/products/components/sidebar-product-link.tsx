import { Link } from 'react-router';

import { productPath } from '@/config/paths';
import type { Product } from '@/wordpress/types';
import { CategoryBadge } from './category-badge';

/** Title link and category badge of a sidebar entry. */
export function SidebarProductLink({ product }: { product: Product }) {
  return (
    <div className="min-w-0 space-y-1">
      <Link
        to={productPath(product.id)}
        className="line-clamp-2 text-sm font-medium text-slate-900 hover:text-brand-700"
      >
        {product.title}
      </Link>
      <CategoryBadge category={product.category} />
    </div>
  );
}
