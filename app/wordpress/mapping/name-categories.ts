import type { Category, Product } from '../types';

/** Gives listed products the names of their categories, from the categories call (spec section 4). */
export function nameCategories(products: readonly Product[], categories: readonly Category[]): Product[] {
  if (categories.length === 0) return [...products];
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return products.map((product) => {
    const name = product.categoryId === undefined ? undefined : names.get(product.categoryId);
    return name === undefined || name === '' ? product : { ...product, category: name };
  });
}
