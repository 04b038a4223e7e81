import type { MetaDescriptor } from 'react-router';

import { productPath } from '@/config/paths';
import { DEFAULT_CURRENCY, site } from '@/config/site';
import type { Product } from '@/wordpress/types';

import { pageMeta, structuredDataImage } from './page-meta';

type ProductForMeta = Pick<
  Product,
  | 'id'
  | 'title'
  | 'description'
  | 'image'
  | 'affiliateUrl'
  | 'priceCents'
  | 'priceCurrency'
  | 'offers'
  | 'priceFreshUntil'
  | 'priceMayHaveChanged'
>;

/** The product page tags plus schema.org Product JSON-LD; React Router escapes its content. */
export function productMeta(product: ProductForMeta): MetaDescriptor[] {
  const tags = pageMeta({
    title: `${product.title} | ${site.name}`,
    description: product.description,
    path: productPath(product.id),
    image: product.image,
    type: 'product',
  });
  const offers = offersOf(product);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    ...structuredDataImage(product.image),
    ...(offers === null ? {} : { offers }),
  };
  return [...tags, { 'script:ld+json': jsonLd }];
}

/**
 * An AggregateOffer for two or more shops, an Offer for one; prices are numbers from the amounts
 * (cents / 100), never read back from a price text: a product without amounts has no offer.
 */
function offersOf(product: ProductForMeta): Record<string, unknown> | null {
  const priceCurrency = product.priceCurrency ?? DEFAULT_CURRENCY;
  const validity = priceValidity(product);
  const offers = product.offers ?? [];
  const cheapest = offers[0];
  const priciest = offers.at(-1);
  if (cheapest !== undefined && priciest !== undefined && offers.length > 1) {
    return {
      '@type': 'AggregateOffer',
      lowPrice: cheapest.priceCents / 100,
      highPrice: priciest.priceCents / 100,
      offerCount: offers.length,
      priceCurrency,
      ...validity,
    };
  }
  if (product.priceCents === undefined || product.affiliateUrl === null) return null;
  return { '@type': 'Offer', price: product.priceCents / 100, priceCurrency, url: product.affiliateUrl, ...validity };
}

/** A recently checked price is vouched for until the end of its freshness window; an old one is not. */
function priceValidity(product: ProductForMeta): { priceValidUntil?: string } {
  if (product.priceFreshUntil === undefined || product.priceMayHaveChanged !== false) return {};
  return { priceValidUntil: product.priceFreshUntil };
}
