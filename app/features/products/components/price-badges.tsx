import { Badge } from '@/components/ui/badge';

const PRICE_BADGE = 'bg-emerald-100 text-emerald-800';

/** Said only when the price rules allow it (Product.priceClaims). */
export function LowestIn90DaysBadge() {
  return <Badge className={PRICE_BADGE}>Menor preço em 90 dias</Badge>;
}

/** The cheapest of two or more offers. */
export function CheapestOfferBadge() {
  return <Badge className={PRICE_BADGE}>Menor preço</Badge>;
}
