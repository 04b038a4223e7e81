import { describe, expect, it } from 'vitest';

import type { Product } from '../types';
import { cardFields } from './card-fields';

const product: Product = {
  id: '7',
  title: 'Escova',
  description: 'Resumo',
  image: '/images/placeholder.webp',
  category: 'Casa',
  price: 'R$ 189,90',
  priceCents: 18990,
  priceCurrency: 'BRL',
  affiliateUrl: 'https://amazon.example/escova',
  isNew: false,
  offers: [{ store: 'Amazon', priceCents: 18990, url: 'https://amazon.example/escova', availability: 'unknown' }],
  priceHistory: { today: '2026-11-24', points: [], lowest90: null },
  priceClaims: { lowestIn90Days: true, discount: { percent: 13, referenceCents: 21990 } },
  content: ['Texto'],
  readTime: '1 min',
};

describe('cardFields', () => {
  it("keeps what a card shows, its 'Menor preço em 90 dias' included, and drops the product page's data", () => {
    expect(cardFields(product)).toEqual({
      id: '7',
      title: 'Escova',
      description: 'Resumo',
      image: '/images/placeholder.webp',
      category: 'Casa',
      price: 'R$ 189,90',
      affiliateUrl: 'https://amazon.example/escova',
      isNew: false,
      priceClaims: { lowestIn90Days: true, discount: { percent: 13, referenceCents: 21990 } },
    });
  });

  it('drops claims that give a card no label', () => {
    const unclaimed = { ...product, priceClaims: { lowestIn90Days: false, discount: null } };
    expect(cardFields(unclaimed)).not.toHaveProperty('priceClaims');
  });
});
