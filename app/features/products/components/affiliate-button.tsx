import { buttonClasses } from '@/components/ui/button';
import { NewTabMark } from '@/components/ui/new-tab-mark';

import type { Product } from '@/wordpress/types';

/** 'Ver produto ({price})': the cheapest offer (else the affiliate link), in a new tab, marked sponsored. */
export function AffiliateButton({
  product,
  className,
  onFollow,
}: {
  product: Pick<Product, 'affiliateUrl' | 'price' | 'offers'>;
  className?: string;
  /**
   * Called with the cheapest offer's store (none without offers) when the visitor follows the link
   * (counted as a click); the navigation never waits.
   */
  onFollow?: (store?: string) => void;
}) {
  if (product.affiliateUrl === null) return null;
  const store = product.offers?.[0]?.store;
  return (
    <a
      href={product.affiliateUrl}
      target="_blank"
      rel="sponsored noopener noreferrer"
      onClick={() => onFollow?.(store)}
      className={buttonClasses({ size: 'lg' }, className)}
    >
      {`Ver produto (${product.price})`}
      <NewTabMark />
    </a>
  );
}
