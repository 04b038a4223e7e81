import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { SAMPLE_PRODUCTS } from '@/wordpress/samples/sample-products';
import type { Product } from '@/wordpress/types';
import { earlyProductCard } from './early-product-card';
import { offscreenLayout } from './product-grid';
import { ProductCard } from './product-card';

/** An element as markup with its attributes sorted: two builders may write them in another order. */
function markup(node: Element): string {
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes]
    .map((child) => (child instanceof Element ? markup(child) : (child.textContent ?? '')))
    .join('');
  return `<${node.localName} ${attributes}>${children}</${node.localName}>`;
}

const LIVE: Product = {
  id: '412',
  title: 'Fone <b>sem fio</b> & "estéreo"',
  description: 'Bom.',
  image: 'https://loja.example/wp-content/uploads/fone.jpg',
  imageSrcSet:
    'https://loja.example/wp-content/uploads/fone-300x200.jpg 300w, https://loja.example/wp-content/uploads/fone.jpg 1024w',
  imageAspectRatio: 1.5,
  category: 'Áudio, Tecnologia',
  price: 'R$ 99,90',
  affiliateUrl: 'https://loja.example/comprar',
  isNew: false,
};

/** A product whose picture the build took in: its copies on this site. */
const TAKEN_IN: Product = {
  ...LIVE,
  id: '413',
  image: '/pictures/0123456789abcdef0123.jpg',
  imageSrcSet: undefined,
  imageAspectRatio: undefined,
  picture: { source: LIVE.image, name: '0123456789abcdef0123', widths: [240, 480, 720], width: 720, height: 540 },
};

/** A price older than the owner's setting: 'Consulte o preço' and the date of the last one. */
const STALE: Product = {
  ...LIVE,
  id: '415',
  price: 'Consulte o preço',
  priceCheck: { currentUntil: 0, stale: true, lastPrice: 'Último preço verificado em 12/11/2026' },
};

describe('earlyProductCard', () => {
  const products = [...SAMPLE_PRODUCTS, LIVE, TAKEN_IN, { ...TAKEN_IN, id: '414' }, STALE];

  it.each(products.flatMap((product, index) => [[product.title, product, index] as const]))(
    'draws the same card as ProductCard: %s',
    (_title, product, index) => {
      const priority = index === 0;
      const className = offscreenLayout(index);
      const { container } = render(
        <MemoryRouter>
          <ProductCard product={product} priority={priority} className={className} />
        </MemoryRouter>,
      );
      const drawn = container.querySelector('article');
      if (drawn === null) throw new Error('ProductCard drew no article');
      expect(markup(earlyProductCard(document, product, priority, className))).toBe(markup(drawn));
    },
  );

  it('writes text as text and leaves out an image address that is not http(s)', () => {
    const card = earlyProductCard(
      document,
      { ...LIVE, image: 'javascript:alert(1)', imageSrcSet: undefined },
      true,
      undefined,
    );
    expect(card.querySelector('h2')?.textContent).toBe('Fone <b>sem fio</b> & "estéreo"');
    expect(card.querySelector('b')).toBeNull();
    expect(card.querySelector('img')?.hasAttribute('src')).toBe(false);
  });
});
