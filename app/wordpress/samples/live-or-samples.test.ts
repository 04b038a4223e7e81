import { describe, expect, it } from 'vitest';

import { slugify } from '@/lib/slugify';

import type { Product } from '../types';
import {
  categoryNames,
  listingProducts,
  prerenderedCategorySlugs,
  prerenderedProductIds,
  SAMPLE_CATEGORY_LINKS,
} from './live-or-samples';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from './sample-products';

const live: Product = {
  id: '501',
  title: 'Produto do WordPress',
  description: 'Um produto de verdade',
  image: 'https://blog.example/produto.jpg',
  category: 'Casa',
  price: 'R$ 10,00',
  affiliateUrl: 'https://loja.example/p',
  isNew: false,
};
const all = { search: '', category: 'Todos' };

describe('listingProducts', () => {
  it("shows WordPress's products when it gave some", () => {
    expect(listingProducts([live], all)).toEqual({ source: 'live', products: [live] });
  });

  it('shows the samples without an answer, and for a WordPress without posts', () => {
    expect(listingProducts(undefined, all)).toEqual({ source: 'samples', products: [...SAMPLE_PRODUCTS] });
    expect(listingProducts([], all).source).toBe('samples');
  });

  it("keeps WordPress's empty answer to a filter: it found nothing, the site is not empty", () => {
    expect(listingProducts([], { search: 'xyz', category: 'Todos' })).toEqual({ source: 'live', products: [] });
    expect(listingProducts([], { search: '', category: 'Casa' }).source).toBe('live');
  });

  it('filters the samples the way WordPress would', () => {
    const { products } = listingProducts(undefined, { search: 'fone', category: 'Todos' });
    expect(products.map((product) => product.id)).toEqual(['1']);
  });
});

describe('categoryNames', () => {
  it('lists the categories that have posts, else the six sample categories', () => {
    expect(
      categoryNames([
        { id: 3, name: 'Casa', slug: 'casa', description: '', hasPosts: true },
        { id: 4, name: 'Vazia', slug: 'vazia', description: '', hasPosts: false },
      ]),
    ).toEqual(['Casa']);
    expect(categoryNames([{ id: 4, name: 'Vazia', slug: 'vazia', description: '', hasPosts: false }])).toEqual([
      ...SAMPLE_CATEGORIES,
    ]);
  });
});

describe('prerenderedProductIds', () => {
  it('writes a page per post, or the samples when the WordPress has none', () => {
    expect(prerenderedProductIds(['7', '9'])).toEqual(['7', '9']);
    expect(prerenderedProductIds([])).toEqual(SAMPLE_PRODUCTS.map((product) => product.id));
  });
});

describe('category pages', () => {
  it('gives the sample categories the slugs WordPress would make of their names', () => {
    expect(SAMPLE_CATEGORY_LINKS.map((category) => category.slug)).toEqual(
      SAMPLE_CATEGORY_LINKS.map((category) => slugify(category.name)),
    );
    expect(SAMPLE_CATEGORY_LINKS.map((category) => category.slug)).toContain('saude-e-cuidados-pessoais');
  });

  it('writes a page for every live category with posts, else for the sample categories', () => {
    const categories = [
      { slug: 'casa', hasPosts: true },
      { slug: 'vazia', hasPosts: false },
    ];
    expect(prerenderedCategorySlugs(categories, true)).toEqual(['casa']);
    expect(prerenderedCategorySlugs(categories, false)).toEqual(SAMPLE_CATEGORY_LINKS.map((category) => category.slug));
  });
});
