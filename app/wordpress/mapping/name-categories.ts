import { catalog } from '../../config/site';
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

/** The products listed under a category, matched by its exact name; every product for 'Todos' (spec section 5). */
export function inCategory(products: readonly Product[], category: string): Product[] {
  if (category === catalog.allCategories) return [...products];
  return products.filter((product) => product.category === category);
}
