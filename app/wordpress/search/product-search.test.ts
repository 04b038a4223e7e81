import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import seeded from './fixtures/seeded-posts.json';
import { createProductSearch, loadProductSearch, productSearchJson, type SearchDocument } from './product-search';
import { searchTerm, tokenize } from './search-terms';

// The build writes MiniSearch's index a piece at a time (productSearchJson); the browser loads it with
// MiniSearch's own loadJSON. The pieces must make exactly the text MiniSearch writes itself.

/** The seeded products, and products whose ids and words JSON must escape or MiniSearch must sort. */
const DOCUMENTS: SearchDocument[] = [
  ...seeded.map((post) => ({
    id: post.id,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    content: post.content,
  })),
  {
    id: 'aspas "duplas" \\ barra',
    title: 'Café “especial” 12×34 straße',
    excerpt: 'Ǆemal ﬁltro ½ litro ²³',
    category: 'Cozinha, Bebidas',
    content: 'Ünïcödé 中文 Ελληνικά русский 🙂 tab\there\nnova linha',
  },
  { id: '0', title: 'Zero', excerpt: '', category: '', content: '' },
  { id: '4294967295', title: 'Id fora dos índices de uma lista', excerpt: 'x', category: 'y', content: 'z' },
];

/** MiniSearch as the site configures it (product-search.ts), for its own JSON.stringify. */
function miniSearchOf(documents: readonly SearchDocument[]): MiniSearch<SearchDocument> {
  const engine = new MiniSearch<SearchDocument>({
    fields: ['title', 'excerpt', 'category', 'content'],
    tokenize,
    processTerm: searchTerm,
  });
  engine.addAll(documents);
  return engine;
}

describe('the search index the build writes, a piece at a time', () => {
  it("is MiniSearch's own JSON, whatever the size of the pieces", () => {
    const expected = JSON.stringify(miniSearchOf(DOCUMENTS));
    for (const pieceSize of [1, 100, 64 * 1024]) {
      const pieces = [...productSearchJson(DOCUMENTS, pieceSize)];
      expect(pieces.join('')).toBe(expected);
      if (pieceSize === 100) expect(pieces.length).toBeGreaterThan(10);
    }
  });

  it('is null without products', () => {
    expect([...productSearchJson([])].join('')).toBe('null');
  });

  it('finds what a search indexed in place finds, in the same order', async () => {
    const loaded = await loadProductSearch(
      [...productSearchJson(DOCUMENTS, 100)].join(''),
      DOCUMENTS.map((document) => document.id),
    );
    const inPlace = createProductSearch(DOCUMENTS);
    for (const query of ['fone', 'garrafa termica', 'cafe especial', 'straße', 'ﬁltro', '中文', 'русский', 'zero']) {
      expect(loaded.search(query)).toEqual(inPlace.search(query));
    }
    expect(loaded.search('straße')).toEqual(['aspas "duplas" \\ barra']);
  });
});
