import { afterEach, describe, expect, it, vi } from 'vitest';

import { catalog } from '@/config/site';

import { buildSearchFragments } from '../catalog/search-fragments.server';
import type { Product } from '../types';
import { loadIndexedSearch } from './load-search';

// The build's cards as the split index shows them in the browser, a while after the build.

const BASE = 'https://loja.example/wp-json/wp/v2';

/** The fragments of one product's card, served as a static host serves them. */
function serveFragments(product: Product) {
  const files = new Map<string, string>();
  const document = { id: product.id, title: product.title, excerpt: '', category: product.category, content: '' };
  buildSearchFragments(
    { baseUrl: BASE, builtAt: 0 },
    [{ id: Number(product.id), card: JSON.stringify(product), document }],
    (file) => files.set(file.path, file.text),
  );
  vi.stubGlobal('fetch', (input: URL | string) => {
    const text = files.get(new URL(input).pathname);
    return Promise.resolve(new Response(text ?? 'Not found', { status: text === undefined ? 404 : 200 }));
  });
  const meta: unknown = JSON.parse(files.get('/search/meta.json') ?? 'null');
  return meta;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the build's index in the browser", () => {
  it("says 'Consulte o preço' for a card whose price has grown older than the owner's setting since the build", async () => {
    const meta = serveFragments({
      id: '7',
      title: 'Garrafa Térmica',
      description: '',
      image: '',
      category: 'Casa',
      price: 'R$ 89,90',
      priceCents: 8990,
      affiliateUrl: null,
      isNew: false,
      priceCheck: { currentUntil: Date.now() - 1000, stale: false, lastPrice: 'Último preço verificado em 20/11/2026' },
    });
    const search = await loadIndexedSearch(BASE, { meta: Promise.resolve(meta) });
    const found = await search.results('garrafa', catalog.allCategories, 20);
    expect(found.products.map((product) => [product.title, product.price])).toEqual([
      ['Garrafa Térmica', catalog.defaultPrice],
    ]);
  });
});
