// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { buildSearchFragments, type FragmentSource } from '../catalog/search-fragments.server';
import type { Product } from '../types';
import seeded from './fixtures/seeded-posts.json';
import { shopCatalog } from './fixtures/shop-catalog';
import themeUnit from './fixtures/themeunit-posts.json';
import { FragmentSearch, withinOneEdit } from './fragment-search';
import { createProductSearch, type SearchDocument } from './product-search';
import { isSearchMeta } from './search-fragments';

// The split index finds what MiniSearch over the whole index finds, in the same order: on the relevance
// set's posts and on a shop-like catalog, for a few hundred searches with typos, plurals, unfinished
// words and several words. SEARCH_FRAGMENTS_POSTS=50000 runs the large catalog at that size.

function card(document: SearchDocument, id: number): Product {
  return {
    id: String(id),
    title: document.title,
    description: document.excerpt,
    image: `https://loja.example/${id}.jpg`,
    category: document.category,
    price: 'R$ 10,00',
    affiliateUrl: null,
    isNew: false,
  };
}

/**
 * The fragments of `documents` (listing order) in memory, and a search that reads them. Ids as in a
 * WordPress written day by day (the newest post has the largest), or the other way round.
 */
function split(
  documents: readonly SearchDocument[],
  newestLargest = true,
  built: (product: Product) => Product = (product) => product,
) {
  const files = new Map<string, string>();
  const idAt = (index: number) => (newestLargest ? documents.length - index : index + 1);
  const sources: FragmentSource[] = documents.map((document, index) => ({
    id: idAt(index),
    card: JSON.stringify(built(card(document, idAt(index)))),
    document: { ...document, id: String(idAt(index)) },
  }));
  buildSearchFragments({ baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: 0 }, sources, (file) =>
    files.set(file.path, file.text),
  );
  /** Every file the searches asked for, in order. */
  const requested: string[] = [];
  const fetchJson = (path: string) => {
    requested.push(path);
    const text = files.get(path);
    return Promise.resolve(text === undefined ? null : JSON.parse(text));
  };
  const meta: unknown = JSON.parse(files.get('/search/meta.json') ?? 'null');
  if (!isSearchMeta(meta)) throw new Error('no meta');
  const search = () => new FragmentSearch(meta, fetchJson);
  const slug = (id: string) => documents[newestLargest ? documents.length - Number(id) : Number(id) - 1]?.id ?? id;
  return { search, slug, requested };
}

/** Lets the fetches started by a prefetch settle (they answer at once here). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function compare(documents: readonly SearchDocument[], queries: readonly string[]) {
  const whole = createProductSearch(documents);
  const { search, slug } = split(documents);
  const fragments = search();
  const differences: string[] = [];
  for (const query of queries) {
    // Null (one unfinished word nothing has whole) is compared as such.
    const expected = whole.search(query) ?? ['(unfinished)'];
    const found = (await fragments.find(query))?.map((match) => slug(match.id)) ?? ['(unfinished)'];
    // A fresh search too: what a visit that starts with this query loads.
    const fresh = (await search().find(query))?.map((match) => slug(match.id)) ?? ['(unfinished)'];
    if (JSON.stringify(found) !== JSON.stringify(expected) || JSON.stringify(fresh) !== JSON.stringify(expected)) {
      const at = expected.findIndex((id, index) => found[index] !== id || fresh[index] !== id);
      differences.push(
        `${query}: from ${at} of ${expected.length}: ${expected.slice(at, at + 3).join(',')} / ${found.slice(at, at + 3).join(',')} / ${fresh.slice(at, at + 3).join(',')}`,
      );
    }
  }
  return differences;
}

/** Searches made from a catalog's own words: whole words, typos, unfinished words, several words. */
function queriesFrom(documents: readonly SearchDocument[], count: number): string[] {
  let state = 7;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const words = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 1);
  const queries: string[] = [];
  while (queries.length < count) {
    const document = documents[Math.floor(next() * documents.length)];
    if (document === undefined) continue;
    const title = words(document.title);
    const text = words(`${document.excerpt} ${document.content}`);
    const word = (list: string[]) => list[Math.floor(next() * list.length)] ?? 'x';
    const kind = queries.length % 6;
    const a = word(title);
    if (kind === 0) queries.push(a);
    else if (kind === 1) queries.push(`${a} ${word(title)}`);
    else if (kind === 2) {
      // One typo: a letter dropped, doubled or changed.
      const at = Math.floor(next() * a.length);
      const typo = [
        a.slice(0, at) + a.slice(at + 1),
        a.slice(0, at) + a.charAt(at) + a.slice(at),
        a.slice(0, at) + 'x' + a.slice(at + 1),
      ];
      queries.push(`${word(title)} ${typo[queries.length % 3] ?? a}`);
    } else if (kind === 3) queries.push(`${word(title)} ${a.slice(0, 3 + Math.floor(next() * 3))}`);
    else if (kind === 4) queries.push(`${word(text)} ${word(title)}`);
    else queries.push(`${a} ${word(text)} ${word(title).slice(0, 2)}`);
  }
  return queries;
}

const documentsOf = (posts: readonly SearchDocument[]) =>
  posts.map(({ id, title, excerpt, category, content }) => ({ id, title, excerpt, category, content }));

describe('the split index', () => {
  it('is one typo away exactly when MiniSearch says so', () => {
    for (const [a, b, expected] of [
      ['fone', 'fone', true],
      ['fone', 'fome', true],
      ['fone', 'fones', true],
      ['fone', 'one', true],
      ['fone', 'ofne', false],
      ['fone', 'fonte', true],
      ['fone', 'fo', false],
      ['bluetooth', 'bluetoth', true],
    ] as const) {
      expect(withinOneEdit(a, b), `${a} ${b}`).toBe(expected);
    }
  });

  it('finds what the whole index finds on the relevance set and the Theme Unit Test posts', async () => {
    const queries = [
      'fone',
      'fones',
      'fone bluetoth',
      'bluetooth fone',
      'smartwach',
      'cafeteiras',
      'cafeteira expreso',
      'luminárias',
      'óculos polarizados',
      'garrafas térmicas',
      'panelas antiaderentes',
      'carregadores portateis',
      'aspiradores robôs',
      'umidifcador',
      'chave de precisão',
      'echo dot',
      'mouse sem fio',
      'geladeira',
      'fone geladeira',
      'caf',
      'garr',
      'fone b',
      'fone bl',
      'f',
      'fo',
      'xyz',
      'usb c',
    ];
    expect(await compare(seeded, queries)).toEqual([]);
    expect(
      await compare(themeUnit, [
        'gallery',
        'galleries',
        'nested lists',
        'featured image vertical',
        'markup title',
        'quote',
        'taumatawhakatangihanga',
      ]),
    ).toEqual([]);
  });

  it('keeps the listing order between equal scores, whatever the order of the ids', async () => {
    const twin = { title: 'Garrafa Térmica', excerpt: '', category: '', content: '' };
    // Listed first to last, with ids growing (a WordPress whose older posts were imported last).
    const documents = ['a', 'b', 'c', 'd'].map((id) => ({ id, ...twin }));
    const { search, slug } = split(documents, false);
    const found = (await search().find('garrafa'))?.map((match) => slug(match.id));
    expect(found).toEqual(['a', 'b', 'c', 'd']);
  });

  it("shows a post edited since the build with the build's copies of the picture it still shows", async () => {
    const garrafa = { id: 'a', title: 'Garrafa Térmica', excerpt: '', category: 'Casa', content: '' };
    const taken = {
      source: 'https://loja.example/1.jpg',
      name: 'c'.repeat(20),
      widths: [240],
      width: 240,
      height: 180,
    };
    const { search } = split([garrafa], true, (product) => ({
      ...product,
      image: `/pictures/${taken.name}.jpg`,
      picture: taken,
    }));
    const fragments = search();
    const edited = { ...garrafa, id: '1', title: 'Garrafa Térmica Inox' };
    fragments.add([{ product: card(edited, 1), document: edited }]);
    const [shown] = await fragments.cards(['1']);
    expect(shown?.title).toBe('Garrafa Térmica Inox');
    expect(shown?.picture).toEqual(taken);
    expect(shown?.image).toBe(`/pictures/${taken.name}.jpg`);
  });

  it("fetches at a word's second letter the postings its third letter needs, when they are few", async () => {
    const { search, requested } = split(seeded);
    const fragments = search();
    // 'gamer', 'garrafa', 'gás', 'gaveta': four shards, fetched while the visitor types the third letter.
    fragments.prefetch('fone ga');
    await settled();
    const ahead = requested.filter((path) => path.startsWith('/search/postings/'));
    expect(ahead).toEqual(['gam', 'gar', 'gas', 'gav'].map((shard) => `/search/postings/${shard}.json`));
    await fragments.find('fone gar');
    expect(requested.filter((path) => path === '/search/postings/gar.json')).toHaveLength(1);
  });

  it('searches the first letters of a word without waiting for its vocabulary', async () => {
    const { search, requested } = split(seeded);
    const fragments = search();
    const fone = await fragments.find('fone');
    requested.length = 0;
    // Nothing has 'j' whole: the results of 'fone' stay, and nothing was asked for to know it.
    expect(await fragments.find('fone j')).toEqual(fone);
    expect(requested).toEqual([]);
    // 'hd' is a whole word of the catalog: its postings, and only they.
    expect((await fragments.find('fone hd'))?.length).toBeGreaterThan(0);
    expect(requested).toEqual(['/search/postings/h~.json']);
  });

  it('waits for the third letter of a start shared by many shards', async () => {
    const { search, requested } = split(documentsOf(shopCatalog(2_000)));
    const fragments = search();
    fragments.prefetch('ca');
    await settled();
    expect(requested.filter((path) => path.startsWith('/search/postings/'))).toEqual([]);
    fragments.prefetch('fone');
    await settled();
    expect(requested.filter((path) => path.startsWith('/search/postings/'))).toEqual([]);
  });

  it('finds what the whole index finds on a shop-like catalog, for a few hundred searches', async () => {
    const posts = documentsOf(shopCatalog(Number(process.env.SEARCH_FRAGMENTS_POSTS ?? 10_000)));
    expect(await compare(posts, queriesFrom(posts, 300))).toEqual([]);
  }, 600_000);
});
