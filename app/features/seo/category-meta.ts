import type { MetaDescriptor } from 'react-router';

import { categoryPath, HOME_PATH } from '@/config/paths';
import { site } from '@/config/site';

import { itemListMeta } from './catalog-meta';
import { absolute, pageMeta } from './page-meta';

interface ListedProduct {
  id: string;
  image: string;
}

interface CategoryForMeta {
  name: string;
  slug: string;
  /** The owner's description in WordPress; empty for a generated one. */
  description: string;
}

/**
 * A category page's tags: its own title, description and canonical address, Open Graph tags, a
 * schema.org BreadcrumbList (Início > the category) and the ItemList of its first products.
 */
export function categoryMeta(category: CategoryForMeta, products: readonly ListedProduct[]): MetaDescriptor[] {
  const path = categoryPath(category.slug);
  const tags = pageMeta({
    title: `${category.name} | ${site.name}`,
    description:
      category.description.trim() ||
      `${category.name}: produtos selecionados pela curadoria do ${site.name}, com preço e link para a loja.`,
    path,
    image: products[0]?.image,
  });
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Início', item: absolute(HOME_PATH) },
      { '@type': 'ListItem', position: 2, name: category.name, item: absolute(path) },
    ],
  };
  return [...tags, { 'script:ld+json': breadcrumb }, ...itemListMeta(products)];
}
