import { describe, expect, it, vi } from 'vitest';

import { PLACEHOLDER_IMAGE } from '@/config/site';

import { catalogMeta } from './catalog-meta';

describe('catalogMeta', () => {
  it('lists the products in a schema.org ItemList and shares the first image', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = catalogMeta([
      { id: '4', title: 'Fone JBL', image: 'https://blog.example/fone.jpg' },
      { id: '6', title: 'Smartwatch', image: 'https://blog.example/watch.webp' },
    ]);
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://blog.example/fone.jpg' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://achados.example/' });
    expect(tags).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: 'https://achados.example/product/4',
            item: { '@type': 'Product', name: 'Fone JBL', image: 'https://blog.example/fone.jpg' },
          },
          {
            '@type': 'ListItem',
            position: 2,
            url: 'https://achados.example/product/6',
            item: { '@type': 'Product', name: 'Smartwatch', image: 'https://blog.example/watch.webp' },
          },
        ],
      },
    });
  });

  it('names no image for a listed product without a picture, rather than the placeholder', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = catalogMeta([{ id: '62', title: 'Tapete sem foto', image: PLACEHOLDER_IMAGE }]);
    const jsonLd = tags.find((tag) => 'script:ld+json' in tag);
    expect(jsonLd).toMatchObject({
      'script:ld+json': {
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: 'https://achados.example/product/62',
            item: { '@type': 'Product', name: 'Tapete sem foto' },
          },
        ],
      },
    });
    expect(jsonLd).not.toHaveProperty(['script:ld+json', 'itemListElement', 0, 'item', 'image']);
  });
});
