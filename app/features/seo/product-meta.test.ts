import type { MetaDescriptor } from 'react-router';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';

import { PLACEHOLDER_IMAGE } from '@/config/site';
import { wpPostSchema } from '@/wordpress/schemas';
import { mapPostToProduct } from '@/wordpress/mapping/map-post-to-product';
import type { Offer } from '@/wordpress/types';

import { productMeta } from './product-meta';

const product = {
  id: '42',
  title: 'Air Fryer 5 litros',
  description: 'Fritadeira sem óleo com cesto grande.',
  image: 'https://blog.example/air-fryer.jpg',
  affiliateUrl: 'https://loja.example/air-fryer?tag=curadoria',
  priceCents: 129990,
  priceCurrency: 'BRL',
};

const offers: Offer[] = [
  { store: 'Mercado Livre', priceCents: 23990, url: 'https://mercadolivre.com.br/fone', availability: 'unknown' },
  { store: 'Shopee', priceCents: 24490, url: 'https://shopee.com.br/fone', availability: 'unknown' },
  { store: 'Amazon', priceCents: 24990, url: 'https://amazon.com.br/fone', availability: 'unknown' },
  { store: 'Magalu', priceCents: 25990, url: 'https://magazineluiza.com.br/fone', availability: 'unknown' },
];

function jsonLdOf(tags: MetaDescriptor[]) {
  for (const tag of tags) if ('script:ld+json' in tag) return tag['script:ld+json'];
  return undefined;
}

describe('productMeta', () => {
  it('gives title, description, Open Graph, Twitter and canonical tags', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example/');
    const tags = productMeta(product);
    expect(tags).toEqual(
      expect.arrayContaining([
        { title: 'Air Fryer 5 litros | Achados Curados' },
        { name: 'description', content: product.description },
        { tagName: 'link', rel: 'canonical', href: 'https://achados.example/product/42' },
        { property: 'og:url', content: 'https://achados.example/product/42' },
        { property: 'og:type', content: 'product' },
        { property: 'og:image', content: product.image },
        { property: 'og:locale', content: 'pt_BR' },
        { property: 'og:site_name', content: 'Achados Curados' },
        { name: 'twitter:card', content: 'summary_large_image' },
      ]),
    );
  });

  it('describes the product in schema.org JSON-LD with an Offer whose price is the amount as a number', () => {
    expect(jsonLdOf(productMeta(product))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.description,
      image: product.image,
      offers: { '@type': 'Offer', price: 1299.9, priceCurrency: 'BRL', url: product.affiliateUrl },
    });
    const [first] = offers;
    expect(jsonLdOf(productMeta({ ...product, priceCents: 23990, offers: first ? [first] : [] }))).toMatchObject({
      offers: { '@type': 'Offer', price: 239.9 },
    });
  });

  it('gives an AggregateOffer for two or more shops, from their amounts', () => {
    expect(jsonLdOf(productMeta({ ...product, priceCents: 23990, offers }))).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: 239.9, highPrice: 259.9, offerCount: 4, priceCurrency: 'BRL' },
    });
  });

  it('leaves the offer out without an amount, whatever the price text says', () => {
    const textOnly = { ...product, price: 'R$ 39,90', priceCents: undefined };
    expect(jsonLdOf(productMeta(textOnly))).not.toHaveProperty('offers');
  });

  it('shares the site card instead of an SVG image, which link previews ignore', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = productMeta({ ...product, image: '/images/samples/fone.svg' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://achados.example/images/og-default.jpg' });
    expect(jsonLdOf(tags)).toMatchObject({ image: 'https://achados.example/images/samples/fone.svg' });
  });

  it('shares the site card for a product without a picture, not the placeholder', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = productMeta({ ...product, image: PLACEHOLDER_IMAGE });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://achados.example/images/og-default.jpg' });
    expect(tags).toContainEqual({ name: 'twitter:image', content: 'https://achados.example/images/og-default.jpg' });
  });

  it('gives search engines no image for a product without a picture, rather than the placeholder', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    expect(jsonLdOf(productMeta({ ...product, image: PLACEHOLDER_IMAGE }))).not.toHaveProperty('image');
    expect(jsonLdOf(productMeta(product))).toMatchObject({ image: product.image });
  });

  it("names a WordPress post without a title '(Sem título)' in the title, Open Graph and JSON-LD", () => {
    const untitled = mapPostToProduct(v.parse(wpPostSchema, { id: 1169, title: { rendered: '' } }), {
      now: new Date(),
      priceFreshDays: 30,
    });
    const tags = productMeta(untitled);
    expect(tags).toContainEqual({ title: '(Sem título) | Achados Curados' });
    expect(tags).toContainEqual({ property: 'og:title', content: '(Sem título) | Achados Curados' });
    expect(jsonLdOf(tags)).toMatchObject({ name: '(Sem título)' });
  });

  it('omits canonical and og:url without a site address', () => {
    vi.stubEnv('VITE_SITE_URL', '');
    const tags = productMeta(product);
    expect(tags.some((tag) => 'rel' in tag || ('property' in tag && tag.property === 'og:url'))).toBe(false);
  });

  it('vouches for a recently checked price until the end of its 30 days, and not for an old one', () => {
    const recent = {
      ...product,
      priceCheckedAt: '2026-11-12',
      priceFreshUntil: '2026-12-12',
      priceMayHaveChanged: false,
    };
    expect(jsonLdOf(productMeta(recent))).toMatchObject({ offers: { priceValidUntil: '2026-12-12' } });
    const old = { ...recent, priceCheckedAt: '2026-09-01', priceMayHaveChanged: true };
    expect(jsonLdOf(productMeta(old))).not.toHaveProperty('offers.priceValidUntil');
  });
});
