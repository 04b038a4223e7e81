import { describe, expect, it, vi } from 'vitest';

import { PLACEHOLDER_IMAGE } from '@/config/site';

import { catalogMeta } from './catalog-meta';

describe('catalogMeta', () => {
  it('lists the products in a schema.org ItemList, each by position and address only, and shares the first image', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = catalogMeta([
      { id: '4', image: 'https://blog.example/fone.jpg' },
      { id: '6', image: PLACEHOLDER_IMAGE },
    ]);
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://blog.example/fone.jpg' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://achados.example/' });
    // Google's summary-page list: a Product without offers here is an error to rich-result validators.
    expect(tags.filter((tag) => 'script:ld+json' in tag)).toEqual([
      {
        'script:ld+json': {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, url: 'https://achados.example/product/4' },
            { '@type': 'ListItem', position: 2, url: 'https://achados.example/product/6' },
          ],
        },
      },
    ]);
  });

  it('gives no ItemList for an empty listing', () => {
    expect(catalogMeta([]).some((tag) => 'script:ld+json' in tag)).toBe(false);
  });
});
