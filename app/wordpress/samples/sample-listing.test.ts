import { describe, expect, it } from 'vitest';

import { prerenderedProductIds, sampleProductsIn } from './sample-listing';
import { SAMPLE_PRODUCTS } from './sample-products';

describe('sampleProductsIn', () => {
  it("gives every sample for 'Todos', and a category's samples by its exact name", () => {
    expect(sampleProductsIn('Todos')).toEqual([...SAMPLE_PRODUCTS]);
    expect(SAMPLE_PRODUCTS).toHaveLength(10);
    expect(sampleProductsIn('Casa').map((product) => product.title)).toEqual([
      'Air Fryer Digital 5 Litros',
      'Jogo de Panelas Antiaderentes 5 Peças',
    ]);
    expect(sampleProductsIn('casa')).toEqual([]);
  });
});

describe('prerenderedProductIds', () => {
  it('writes a page per post, or the samples when the WordPress has none', () => {
    expect(prerenderedProductIds(['7', '9'])).toEqual(['7', '9']);
    expect(prerenderedProductIds([])).toEqual(SAMPLE_PRODUCTS.map((product) => product.id));
  });
});
