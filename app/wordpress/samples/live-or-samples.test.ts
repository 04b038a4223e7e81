import { describe, expect, it } from 'vitest';

import { slugify } from '@/lib/slugify';

import { categoryNames, prerenderedCategorySlugs, SAMPLE_CATEGORY_LINKS } from './live-or-samples';
import { productOrSample } from './sample-product-details';
import { SAMPLE_CATEGORIES } from './sample-categories';

describe('productOrSample', () => {
  it('finds a sample for the detail page by id', () => {
    expect(productOrSample('1', null)?.title).toMatch(/Fone de Ouvido/);
    expect(productOrSample('99', null)).toBeUndefined();
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
