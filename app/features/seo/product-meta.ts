import type { MetaDescriptor } from 'react-router';

import { site } from '@/config/site';

import { absolute, pageMeta } from './page-meta';
import { parseBrlPrice } from './parse-brl-price';

interface ProductForMeta {
  id: string;
  title: string;
  description: string;
  image: string;
  price: string;
  affiliateUrl: string | null;
  priceCheckedAt?: string;
  priceFreshUntil?: string;
  priceMayHaveChanged?: boolean;
}

/** The product page tags plus schema.org Product JSON-LD; React Router escapes its content. */
export function productMeta(product: ProductForMeta): MetaDescriptor[] {
  const tags = pageMeta({
    title: `${product.title} | ${site.name}`,
    description: product.description,
    path: `/product/${product.id}`,
    image: product.image,
    type: 'product',
  });
  const price = parseBrlPrice(product.price);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    image: absolute(product.image),
    ...(price !== null && product.affiliateUrl !== null
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'BRL',
            url: product.affiliateUrl,
            ...priceValidity(product),
          },
        }
      : {}),
  };
  return [...tags, { 'script:ld+json': jsonLd }];
}

/** A recently checked price is vouched for until the end of its freshness window; an old one is not. */
function priceValidity(product: ProductForMeta): { priceValidUntil?: string } {
  if (product.priceFreshUntil === undefined || product.priceMayHaveChanged !== false) return {};
  return { priceValidUntil: product.priceFreshUntil };
}
