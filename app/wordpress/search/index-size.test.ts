import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import seeded from './fixtures/seeded-posts.json';
import { createProductSearch, loadProductSearch } from './product-search';
import {
  INDEXED_CONTENT_CHARS,
  isSearchIndexFile,
  searchDocument,
  searchIndexFiles,
  type SearchIndexEntry,
} from './search-index';

// Size and load time of the search files for the seeded posts and for 10,000 synthetic products made
// from them (docs/decisions/009-search.md). Measured only when asked:
//   SEARCH_BENCH=1 npx vitest run app/wordpress/search/index-size.test.ts
// With SEARCH_BENCH_OUT=<folder>, the 10,000 products' two files are written there for the browser
// measurement (scripts/bench/search-latency.mjs).

const WORDS = ['Pro', 'Max', 'Plus', 'Lite', 'Mini', 'Ultra', 'Slim', 'Duo', 'Neo', 'Flex', 'Compacto', 'Premium'];
const QUERIES = ['f', 'fo', 'fon', 'fone', 'fones', 'garrafa termica', 'smartwach', 'cafeteiras oster', 'led'];

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

const kB = (text: string) => ({ raw: text.length, gzip: gzipSync(text, { level: 9 }).length });
const since = (start: number) => Math.round(performance.now() - start);

async function measure(entries: SearchIndexEntry[], out?: string) {
  let start = performance.now();
  const { index, engine } = searchIndexFiles(
    { baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: Date.now() },
    entries,
  );
  const buildMs = since(start);
  const indexJson = JSON.stringify(index);
  if (engine === null) throw new Error('no index');
  if (out !== undefined) {
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, 'search-index.json'), indexJson);
    writeFileSync(join(out, 'search-engine.json'), engine);
  }

  // What the browser does with the two files.
  start = performance.now();
  const parsed: unknown = JSON.parse(indexJson);
  if (!isSearchIndexFile(parsed)) throw new Error('not an index file');
  const loaded = await loadProductSearch(
    engine,
    parsed.products.map((product) => product.id),
  );
  const loadMs = since(start);

  // What it did before the build wrote the index: build it from the cards and texts.
  start = performance.now();
  createProductSearch(entries.map(searchDocument));
  const indexInBrowserMs = since(start);

  const searchMs = Object.fromEntries(
    QUERIES.map((query) => {
      const at = performance.now();
      const found = loaded.search(query).length;
      return [query, `${(performance.now() - at).toFixed(1)} ms (${found})`];
    }),
  );
  return {
    posts: entries.length,
    index: kB(indexJson),
    engine: kB(engine),
    buildMs,
    loadMs,
    indexInBrowserMs,
    searchMs,
  };
}

describe.runIf(process.env.SEARCH_BENCH === '1')('search index size', () => {
  it('for the seeded posts and for 10,000 posts', async () => {
    const seededSize = await measure(seeded.map((post) => entry(post, post.id, post.title)));
    const large = await measure(synthetic(10_000), process.env.SEARCH_BENCH_OUT);
    console.log(JSON.stringify({ seeded: seededSize, large }, null, 1));
    expect(large.posts).toBe(10_000);
  }, 300_000);
});
