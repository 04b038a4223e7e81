import type { MetaDescriptor } from 'react-router';

import { HOME_PATH, productPath } from '@/config/paths';
import { site } from '@/config/site';

import { absolute, pageMeta } from './page-meta';

interface ListedProduct {
  id: string;
  image: string;
}

/** The home page tags plus a schema.org ItemList of the products it shows. */
export function catalogMeta(products: readonly ListedProduct[]): MetaDescriptor[] {
  const tags = pageMeta({
    title: `${site.name} - Curadoria de produtos`,
    description: site.description,
    path: HOME_PATH,
    image: products[0]?.image,
  });
  return [...tags, ...itemListMeta(products)];
}

/**
 * A schema.org ItemList of the listed products (none for an empty list), as Google asks of a
 * summary page: each item its position and its page's address only. The product pages describe
 * the products; a Product here, without its offers, is an error to rich-result validators.
 */
export function itemListMeta(products: readonly Pick<ListedProduct, 'id'>[]): MetaDescriptor[] {
  if (products.length === 0) return [];
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(productPath(product.id)),
    })),
  };
  return [{ 'script:ld+json': itemList }];
}
