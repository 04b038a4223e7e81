import { describe, expect, it } from 'vitest';

import { filterSampleProducts } from './filter-samples';
import { productOrSample } from './sample-product-details';
import { SAMPLE_PRODUCTS } from './sample-products';

describe('filterSampleProducts', () => {
  it("shows all ten samples for 'Todos' without search", () => {
    expect(filterSampleProducts({ search: '', category: 'Todos' })).toHaveLength(10);
    expect(SAMPLE_PRODUCTS).toHaveLength(10);
  });

  it('filters by exact category name', () => {
    const titles = filterSampleProducts({ search: '', category: 'Casa' }).map((product) => product.category);
    expect(titles).toEqual(['Casa', 'Casa']);
  });

  it('searches titles and descriptions ignoring case and accents', () => {
    expect(filterSampleProducts({ search: 'TERMICA', category: 'Todos' }).map((product) => product.id)).toEqual(['4']);
    expect(filterSampleProducts({ search: 'fone', category: 'Casa' })).toEqual([]);
  });

  it('finds a sample for the detail page by id', () => {
    expect(productOrSample('1', null)?.title).toMatch(/Fone de Ouvido/);
    expect(productOrSample('99', null)).toBeUndefined();
  });
});
