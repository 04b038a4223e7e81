import type { MetaDescriptor } from 'react-router';

import { productPath } from '@/config/paths';
import { DEFAULT_CURRENCY, site } from '@/config/site';
import { isCurrentOffer } from '@/wordpress/mapping/offer-rules';
import type { Offer, Product } from '@/wordpress/types';

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
  | 'outOfStock'
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
  if (product.offers?.length) return shopOffers(product.offers, product.outOfStock === true, priceCurrency);
  if (product.priceCents === undefined || product.affiliateUrl === null) return null;
  const validity = priceValidity(product);
  return { '@type': 'Offer', price: product.priceCents / 100, priceCurrency, url: product.affiliateUrl, ...validity };
}

/**
 * The shops' offers as the page shows them: only prices not older than the owner's setting, of the
 * offers a visitor can buy (InStock when a store said so), or, when every offer is out of stock,
 * OutOfStock; nothing when no price is current.
 */
function shopOffers(offers: readonly Offer[], soldOut: boolean, priceCurrency: string): Record<string, unknown> | null {
  const shown = offers.filter((offer) => (soldOut ? !offer.check?.stale : isCurrentOffer(offer)));
  const cheapest = shown[0];
  if (cheapest === undefined) return null;
  const prices = shown.map((offer) => offer.priceCents / 100);
  const availability = soldOut ? 'OutOfStock' : shown.some((offer) => offer.availability === 'in_stock') && 'InStock';
  const common = { priceCurrency, ...(availability && { availability: `https://schema.org/${availability}` }) };
  if (shown.length === 1) return { '@type': 'Offer', price: prices[0], url: cheapest.url, ...common };
  return {
    '@type': 'AggregateOffer',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: shown.length,
    ...common,
  };
}

/** A recently checked price is vouched for until the end of its freshness window; an old one is not. */
function priceValidity(product: ProductForMeta): { priceValidUntil?: string } {
  if (product.priceFreshUntil === undefined || product.priceMayHaveChanged !== false) return {};
  return { priceValidUntil: product.priceFreshUntil };
}
