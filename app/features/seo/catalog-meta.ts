import type { MetaDescriptor } from 'react-router';

import { categoryPath, site } from '@/config/site';
import { categoryLinks } from '@/wordpress/samples/live-or-samples';
import type { Category } from '@/wordpress/types';

import { absolute, pageMeta } from './page-meta';

interface ListedProduct {
  id: string;
  title: string;
  image: string;
}

/**
 * The home page tags plus a schema.org ItemList of the products it shows. `canonicalPath`: the home
 * filtered by a category (`/?categoria=Casa`) names that category's page as its canonical address.
 */
export function catalogMeta(products: readonly ListedProduct[], canonicalPath = '/'): MetaDescriptor[] {
  const tags = pageMeta({
    title: `${site.name} - Curadoria de produtos`,
    description: site.description,
    path: canonicalPath,
    image: products[0]?.image,
  });
  return [...tags, ...itemListMeta(products)];
}

/** A schema.org ItemList of the listed products (none for an empty list). */
export function itemListMeta(products: readonly ListedProduct[]): MetaDescriptor[] {
  if (products.length === 0) return [];
  const itemList = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absolute(`/product/${product.id}`),
      item: { '@type': 'Product', name: product.title, image: absolute(product.image) },
    })),
  };
  return [{ 'script:ld+json': itemList }];
}

/**
 * The canonical address of the home filtered by a category (`/?categoria=Casa`): that category's
 * page, when the category has one (WordPress's categories with posts, else the samples'); the home
 * otherwise.
 */
export function catalogCanonicalPath(category: string | null, categories: readonly Category[]): string {
  const page = category === null ? undefined : categoryLinks(categories).find((entry) => entry.name === category);
  return page === undefined ? '/' : categoryPath(page.slug);
}
