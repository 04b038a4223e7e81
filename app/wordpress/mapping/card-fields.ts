import type { Product } from '../types';

/** What a product card needs, without the product page's content (which lists never download). */
export function cardFields(product: Product): Product {
  const card = { ...product };
  delete card.content;
  delete card.readTime;
  return card;
}
