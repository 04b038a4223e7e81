// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { buildSearchFragments } from '../catalog/search-fragments.server';
import { shopCatalog } from './fixtures/shop-catalog';
import { FragmentSearch } from './fragment-search';
import { isSearchMeta } from './search-fragments';

// What the split index costs, on shop-like catalogs of 10,000 and 50,000 products: its files, and the
// bytes (gzip) one search fetches on a visit's first search, the cards of its first 20 results
// included. Measured only when asked (docs/benchmarks.md):
//   SEARCH_BENCH=1 npx vitest run app/wordpress/search/fragment-size.test.ts
// SEARCH_BENCH_POSTS=N measures that size alone; SEARCH_BENCH_OUT=<folder> also writes each size's
// fragments there (<folder>/<N>/search/…), which npm run bench:search serves in the browser.

const QUERIES = [
  'fone jbl',
  'smartwatch amazfit',
  'fone bluetooth',
  'air fryer 4 litros',
  'cafeteira expreso',
  'smartphone samsung 128 gb',
  'tenis corrida',
  'panela inox',
  'mochila antifurto',
  'carregador portatil',
];

/** Every prefix of the query as typed, key by key (the search the listing makes on each key). */
const typed = (query: string) =>
  Array.from({ length: query.length }, (_, index) => query.slice(0, index + 1)).filter((text) => !text.endsWith(' '));

async function measure(count: number) {
  const files = new Map<string, string>();
  const started = performance.now();
  buildSearchFragments(
    { baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: 0 },
    shopCatalog(count).map((post) => ({
      id: post.postId,
      card: JSON.stringify({
        id: String(post.postId),
        title: post.title,
        description: post.excerpt,
        image: `https://loja.example/wp-content/uploads/2026/11/${post.postId}-800x600.webp`,
        imageSrcSet: `https://loja.example/wp-content/uploads/2026/11/${post.postId}-400x300.webp 400w, https://loja.example/wp-content/uploads/2026/11/${post.postId}-800x600.webp 800w`,
        imageAspectRatio: 1.3333,
        category: post.category,
        categoryId: 3,
        price: 'R$ 249,90',
        affiliateUrl: `https://www.amazon.com.br/dp/B0C${post.postId}?tag=curadoria-20`,
        isNew: false,
        publishedAt: '2026-11-20T10:00:00',
      }),
      document: post,
    })),
    (file) => files.set(file.path, file.text),
  );
  const buildMs = Math.round(performance.now() - started);
  const out = process.env.SEARCH_BENCH_OUT;
  if (out !== undefined) {
    for (const [path, text] of files) {
      const file = join(out, String(count), ...path.split('/'));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  const gzip = new Map<string, number>();
  const gz = (path: string) => {
    let size = gzip.get(path);
    if (size === undefined) {
      size = gzipSync(files.get(path) ?? '', { level: 9 }).length;
      gzip.set(path, size);
    }
    return size;
  };
  const kinds = ['terms', 'postings', 'cards'].map((kind) => {
    const paths = [...files.keys()].filter((path) => path.startsWith(`/search/${kind}/`));
    const sizes = paths.map(gz).sort((a, b) => a - b);
    return `${kind}: ${paths.length} files, ${Math.round(sizes.reduce((a, b) => a + b, 0) / 1024)} kB gzip, largest ${Math.round((sizes.at(-1) ?? 0) / 1024)} kB`;
  });
  const meta: unknown = JSON.parse(files.get('/search/meta.json') ?? 'null');
  if (!isSearchMeta(meta)) throw new Error('no meta');
  const searches = [];
  for (const query of QUERIES) {
    const fetched = new Set<string>(['/search/meta.json']);
    const search = new FragmentSearch(meta, (path) => {
      fetched.add(path);
      const text = files.get(path);
      return Promise.resolve(text === undefined ? null : JSON.parse(text));
    });
    const perKey: number[] = [];
    let found = 0;
    let ms = 0;
    for (const text of typed(query)) {
      const before = [...fetched].reduce((sum, path) => sum + gz(path), 0);
      const at = performance.now();
      search.prefetch(text);
      const matches = (await search.find(text)) ?? [];
      await search.cards(matches.slice(0, 20).map((match) => match.id));
      ms = performance.now() - at;
      found = matches.length;
      perKey.push(Math.round(([...fetched].reduce((sum, path) => sum + gz(path), 0) - before) / 1024));
    }
    const total = [...fetched].reduce((sum, path) => sum + gz(path), 0);
    searches.push(
      `${query}: ${Math.round(total / 1024)} kB in ${fetched.size} files (per key ${perKey.join('/')}), ${found} found, last key ${ms.toFixed(0)} ms`,
    );
  }
  return { count, files: files.size, buildMs, meta: `${gz('/search/meta.json')} B`, kinds, searches };
}

describe.runIf(process.env.SEARCH_BENCH === '1')('the split index on shop-like catalogs', () => {
  it('at 10,000 and 50,000 products', async () => {
    const counts =
      process.env.SEARCH_BENCH_POSTS === undefined ? [10_000, 50_000] : [Number(process.env.SEARCH_BENCH_POSTS)];
    for (const count of counts) {
      const result = await measure(count);
      console.log(JSON.stringify(result, null, 1));
      expect(result.files).toBeGreaterThan(0);
    }
  }, 900_000);
});
