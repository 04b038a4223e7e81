import { Link } from 'react-router';

import { categoryPath } from '@/config/paths';
import { cn } from '@/lib/cn';

import { useCategories } from '../use-categories';
import { CATEGORY_COLOURS, CategoryBadge, NEUTRAL } from './category-badge';

// Its own file: only the product page uses it, so the home's first visit does not download it.
/**
 * The badge as a link to the category's page, where it stands outside any other link (the product
 * page); a plain badge for a category without a page ('Geral', a category not listed).
 */
export function CategoryLinkBadge({ category }: { category: string }) {
  const page = useCategories().links.find((entry) => entry.name === category);
  if (page === undefined) return <CategoryBadge category={category} />;
  return (
    <Link
      to={categoryPath(page.slug)}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-brand-600',
        CATEGORY_COLOURS[category] ?? NEUTRAL,
      )}
    >
      {category}
    </Link>
  );
}
