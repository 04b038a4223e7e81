import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import seeded from './fixtures/seeded-posts.json';
import { createProductSearch } from './product-search';
import {
  INDEXED_CONTENT_CHARS,
  isSearchIndexFile,
  searchDocument,
  type SearchIndexEntry,
  type SearchIndexFile,
} from './search-index';

// Size and load time of the search index for the seeded posts and for 10,000 synthetic products made
// from them (docs/decisions/search.md). Measured only when asked:
//   SEARCH_BENCH=1 npx vitest run app/wordpress/search/index-size.test.ts

const WORDS = ['Pro', 'Max', 'Plus', 'Lite', 'Mini', 'Ultra', 'Slim', 'Duo', 'Neo', 'Flex', 'Compacto', 'Premium'];

function entry(post: (typeof seeded)[number], id: string, title: string): SearchIndexEntry {
  const upload = `https://loja.example/wp-content/uploads/2026/11/${id}`;
  return {
    product: {
      id,
      title,
      description: post.excerpt,
      image: `${upload}-768x768.jpg`,
      imageSrcSet: `${upload}-300x300.jpg 300w, ${upload}-768x768.jpg 768w, ${upload}.jpg 1000w`,
      category: post.category,
      price: 'R$ 249,90',
      affiliateUrl: `https://www.amazon.com.br/dp/B0C${id}?tag=curadoria-20`,
      isNew: false,
      priceCheckedAt: '2026-11-20',
      priceFreshUntil: '2026-12-20',
      publishedAt: '2026-11-20T10:00:00',
    },
    content: post.content.slice(0, INDEXED_CONTENT_CHARS),
  };
}

/** 10,000 products: each seeded post again and again, with a model name and number of its own. */
function synthetic(count: number): SearchIndexEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const post = seeded[index % seeded.length];
    if (post === undefined) throw new Error('no seed');
    const title = `${post.title} ${WORDS[index % WORDS.length] ?? ''} ${1000 + index}`;
    return entry(post, String(10_000 + index), title);
  });
}

function measure(entries: SearchIndexEntry[]) {
  const file: SearchIndexFile = { baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: Date.now(), entries };
  const json = JSON.stringify(file);
  const started = performance.now();
  const parsed: unknown = JSON.parse(json);
  if (!isSearchIndexFile(parsed)) throw new Error('not an index file');
  const parsedAt = performance.now();
  const search = createProductSearch(parsed.entries.map(searchDocument));
  const builtAt = performance.now();
  const queries = ['fones', 'garrafa termica', 'smartwach', 'cafeteiras oster', 'led'];
  for (const query of queries) search.search(query);
  const searchMs = (performance.now() - builtAt) / queries.length;
  return {
    posts: entries.length,
    bytes: json.length,
    gzipBytes: gzipSync(json, { level: 9 }).length,
    parseMs: Math.round(parsedAt - started),
    indexMs: Math.round(builtAt - parsedAt),
    searchMs: Math.round(searchMs * 10) / 10,
  };
}

describe.runIf(process.env.SEARCH_BENCH === '1')('search index size', () => {
  it('for the seeded posts and for 10,000 posts', () => {
    const seededSize = measure(seeded.map((post) => entry(post, post.id, post.title)));
    const large = measure(synthetic(10_000));
    console.log(JSON.stringify({ seeded: seededSize, large }, null, 1));
    expect(large.posts).toBe(10_000);
  }, 120_000);
});
