import { Badge } from '@/components/ui/badge';

export const CATEGORY_COLOURS: Record<string, string> = {
  Tecnologia: 'bg-blue-100 text-blue-800',
  Casa: 'bg-green-100 text-green-800',
  Moda: 'bg-purple-100 text-purple-800',
  Utilidades: 'bg-yellow-100 text-yellow-800',
  Esporte: 'bg-red-100 text-red-800',
  Comparativos: 'bg-orange-100 text-orange-800',
};

export const NEUTRAL = 'bg-slate-100 text-slate-700';

/**
 * Category colours of spec section 2; any other category is neutral grey. A plain badge: inside a
 * product card, which is one link to the product, it cannot be a link itself (see category-link-badge.tsx).
 */
export function CategoryBadge({ category }: { category: string }) {
  return <Badge className={CATEGORY_COLOURS[category] ?? NEUTRAL}>{category}</Badge>;
}

export function NewBadge() {
  return <Badge className="bg-brand-600 text-white">Novo</Badge>;
}
