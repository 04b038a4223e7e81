// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { loadProductSearch } from '../search/product-search';
import { searchIndexFiles, type SearchIndexEntry } from '../search/search-index';
import type { Product } from '../types';
import { searchEngineStream, searchIndexStream, storedSearchEntry, type SearchSource } from './search-index.server';

const catalog = { baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: Date.UTC(2026, 10, 24, 12) };

function entry(id: number): SearchIndexEntry {
  const product: Product = {
    id: String(id),
    title: id === 7 ? 'Cafeteira Expresso' : `Produto ${id}`,
    description: `Descrição do produto ${id}`,
    image: `https://loja.example/wp-content/uploads/${id}.jpg`,
    category: id % 2 === 0 ? 'Casa' : 'Tecnologia',
    price: 'R$ 99,90',
    affiliateUrl: `https://www.amazon.com.br/dp/${id}`,
    isNew: false,
  };
  return { product, content: id === 450 ? 'Uma panela de pressão elétrica' : 'Texto do post' };
}

/** The store of a build with `entries`, as the build's loaders read it. */
function source(entries: readonly SearchIndexEntry[]): SearchSource {
  const stored = entries.map(storedSearchEntry);
  return { ...catalog, count: stored.length, read: (start, end) => stored.slice(start, end) };
}

const streamed = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe('the build search files, written from the stored entries one after the other', () => {
  it('are the files searchIndexFiles makes of the whole catalog', async () => {
    // More entries than one read of the store: the cards of several reads are joined.
    const entries = Array.from({ length: 450 }, (_, index) => entry(index + 1));
    const whole = searchIndexFiles(catalog, entries);

    expect(await streamed(searchIndexStream(source(entries)))).toBe(JSON.stringify(whole.index));
    expect(await streamed(searchEngineStream(source(entries)))).toBe(whole.engine);
  });

  it('find a product by its title and by the opening of its text', async () => {
    const entries = Array.from({ length: 450 }, (_, index) => entry(index + 1));
    const search = await loadProductSearch(
      await streamed(searchEngineStream(source(entries))),
      entries.map((item) => item.product.id),
    );

    expect(search.search('cafeteira')).toEqual(['7']);
    expect(search.search('panela pressao')).toEqual(['450']);
  });

  it('hold no product and no index for a build without products', async () => {
    expect(JSON.parse(await streamed(searchIndexStream(source([]))))).toEqual({ ...catalog, products: [] });
    expect(await streamed(searchEngineStream(source([])))).toBe('null');
  });
});
