import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { categoryPath } from '@/config/site';
import { cn } from '@/lib/cn';

import { useCategories } from '../use-categories';

const CATEGORY_COLOURS: Record<string, string> = {
  Tecnologia: 'bg-blue-100 text-blue-800',
  Casa: 'bg-green-100 text-green-800',
  Moda: 'bg-purple-100 text-purple-800',
  Utilidades: 'bg-yellow-100 text-yellow-800',
  Esporte: 'bg-red-100 text-red-800',
  Comparativos: 'bg-orange-100 text-orange-800',
};

const NEUTRAL = 'bg-slate-100 text-slate-700';

/**
 * Category colours of spec section 2; any other category is neutral grey. A plain badge: inside a
 * product card, which is one link to the product, it cannot be a link itself (see CategoryLinkBadge).
 */
export function CategoryBadge({ category }: { category: string }) {
  return <Badge className={CATEGORY_COLOURS[category] ?? NEUTRAL}>{category}</Badge>;
}

/**
 * The badge as a link to the category's page, where it stands outside any other link (product page,
 * sidebar entries); a plain badge for a category without a page ('Geral', a category not listed).
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

export function NewBadge() {
  return <Badge className="bg-brand-600 text-white">Novo</Badge>;
}
