import { afterEach, describe, expect, it, vi } from 'vitest';

import { categoryMeta } from './category-meta';

describe('categoryMeta', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('gives the category page its title, description, canonical, Open Graph tags and BreadcrumbList', () => {
    vi.stubEnv('VITE_SITE_URL', 'https://achados.example');
    const tags = categoryMeta({ name: 'Casa', slug: 'casa', description: 'Achados para a casa.' }, [
      { id: '4', image: 'https://blog.example/fryer.jpg' },
    ]);
    expect(tags).toContainEqual({ title: 'Casa | Achados Curados' });
    expect(tags).toContainEqual({ name: 'description', content: 'Achados para a casa.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://achados.example/categoria/casa' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://achados.example/categoria/casa' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Casa | Achados Curados' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://blog.example/fryer.jpg' });
    expect(tags).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://achados.example/' },
          { '@type': 'ListItem', position: 2, name: 'Casa', item: 'https://achados.example/categoria/casa' },
        ],
      },
    });
    expect(tags).toContainEqual({
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        itemListElement: [{ '@type': 'ListItem', position: 1, url: 'https://achados.example/product/4' }],
      },
    });
  });

  it('writes a description when the owner gave none', () => {
    const tags = categoryMeta({ name: 'Moda', slug: 'moda', description: '' }, []);
    expect(tags).toContainEqual({
      name: 'description',
      content: 'Moda: produtos selecionados pela curadoria do Achados Curados, com preço e link para a loja.',
    });
  });
});
