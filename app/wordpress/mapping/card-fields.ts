import type { Product } from '../types';

/**
 * What a product card shows, without what only the product page does (content, offers, amounts,
 * price history), which lists never download: the card keeps its price claims only when it has the
 * label to show ('Menor preço em 90 dias').
 */
export function cardFields(product: Product): Product {
  const card = { ...product };
  delete card.content;
  delete card.readTime;
  delete card.offers;
  delete card.priceCents;
  delete card.priceCurrency;
  delete card.priceHistory;
  if (!card.priceClaims?.lowestIn90Days) delete card.priceClaims;
  return card;
}
