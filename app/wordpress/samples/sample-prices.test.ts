import { describe, expect, it } from 'vitest';

import { productOrSample } from './sample-product-details';
import { SAMPLE_PRODUCTS } from './sample-products';

describe('sample prices', () => {
  it('gives each card the price and claims of its product page, which the price rules judged', () => {
    for (const card of SAMPLE_PRODUCTS) {
      const page = productOrSample(card.id, null);
      expect({ id: card.id, price: page?.price, claims: page?.priceClaims }).toEqual({
        id: card.id,
        price: card.price,
        claims: card.priceClaims,
      });
    }
  });

  it('shows the feature: shops compared, a real drop, a "Black Fraude" and a price text alone', () => {
    const pages = SAMPLE_PRODUCTS.map((card) => productOrSample(card.id, null));
    expect(Math.max(...pages.map((page) => page?.offers?.length ?? 0))).toBeGreaterThanOrEqual(3);
    const [, airFryer, , , toothbrush, comparison] = pages;
    expect(toothbrush?.priceClaims).toEqual({ lowestIn90Days: true, discount: { percent: 13, referenceCents: 21990 } });
    expect(airFryer?.priceClaims).toEqual({ lowestIn90Days: false, discount: null });
    expect(airFryer?.priceHistory?.points.map((point) => point.priceCents)).toEqual([38900, 42900, 52900, 42900]);
    expect(comparison).toMatchObject({ price: 'A partir de R$ 199,00' });
    expect(comparison).not.toHaveProperty('offers');
  });
});
