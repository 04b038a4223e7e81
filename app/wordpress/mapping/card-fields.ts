import type { Product } from '../types';

/**
 * What a product card needs, without what only the product page shows (content, offers, price
 * history), which lists never download. The card keeps its price claims.
 */
export function cardFields(product: Product): Product {
  const card = { ...product };
  delete card.content;
  delete card.readTime;
  delete card.offers;
  delete card.priceHistory;
  return card;
}
