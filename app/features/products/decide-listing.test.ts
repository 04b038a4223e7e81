import { describe, expect, it, vi } from 'vitest';

import type { Product } from '@/wordpress/types';

import {
  CATEGORIES_ERROR,
  decideListing,
  PRODUCTS_ERROR,
  type ListingState,
  type ListPages,
  type SearchFound,
  type Source,
} from './decide-listing';

const product = (id: number, category = 'Casa'): Product => ({
  id: String(id),
  title: `Produto ${id}`,
  description: '',
  image: '/images/placeholder.webp',
  category,
  price: 'R$ 10,00',
  affiliateUrl: null,
  isNew: false,
});
const products = (count: number, first = 1) => Array.from({ length: count }, (_, index) => product(first + index));

const SAMPLES = products(3, 900);
const ready = <T>(data: T): Source<T> => ({ status: 'ready', data });
const WAITING = { status: 'waiting' } as const;
const RETRYING = { status: 'retrying' } as const;
const FAILED = { status: 'failed' } as const;

function pages(list: Product[], more: Partial<ListPages> = {}): Source<ListPages> {
  return ready({
    reachable: 'yes',
    products: list,
    hasMore: false,
    isLoadingMore: false,
    loadMore: () => undefined,
    ...more,
  });
}
/** What a search found: `list` in all, its first `count` cards loaded; `text` the search they are of. */
const found = (
  list: Product[],
  {
    searched = 100,
    count = 20,
    text = 'produto',
    updating = false,
    reachable = 'yes',
  }: Partial<Pick<SearchFound, 'searched' | 'text' | 'updating' | 'reachable'>> & { count?: number } = {},
): Source<SearchFound> =>
  ready({ text, products: list.slice(0, count), total: list.length, searched, updating, unfinished: false, reachable });

/** A home with a WordPress, no search, 'Todos', the categories known; `changes` on top. */
function state(changes: Partial<ListingState> = {}): ListingState {
  return {
    hasWordPress: true,
    search: '',
    typing: true,
    category: 'Todos',
    categories: { isSettled: true, failed: false },
    list: WAITING,
    found: WAITING,
    samples: SAMPLES,
    shown: { count: 20, more: () => undefined },
    ...changes,
  };
}

const ids = (list: readonly Product[]) => list.map((entry) => Number(entry.id));

describe('decideListing without a search', () => {
  it("claims WordPress's live products as connected only once WordPress answered for them", () => {
    expect(decideListing(state({ list: pages(products(3)) }))).toMatchObject({ mode: 'live', reachable: 'yes' });
    // A prerendered page, or the build's older data while its first refresh runs or is retried.
    const unknown = decideListing(state({ list: pages(products(3), { reachable: 'unknown' }) }));
    expect(unknown).toMatchObject({ mode: 'live', reachable: 'unknown', error: undefined });
    expect(ids(unknown.products)).toEqual([1, 2, 3]);
  });

  it("keeps the build's products under the products error once a refresh's retries are spent (WordPress unreachable)", () => {
    const listing = decideListing(state({ list: pages(products(3), { reachable: 'no' }) }));
    expect(listing).toMatchObject({ mode: 'live', reachable: 'no', error: PRODUCTS_ERROR });
    expect(ids(listing.products)).toEqual([1, 2, 3]);
  });

  it('shows the samples when there is no WordPress, asking nothing', () => {
    const listing = decideListing(state({ hasWordPress: false }));
    expect(listing).toMatchObject({ mode: 'sample', products: SAMPLES, error: undefined, hasMore: false });
  });

  it("shows WordPress's list with its own pages ('Carregar mais' asks WordPress for the next)", () => {
    const loadMore = vi.fn();
    const listing = decideListing(
      state({ list: pages(products(20), { hasMore: true, isLoadingMore: true, loadMore }) }),
    );
    expect(listing).toMatchObject({ mode: 'live', hasMore: true, isLoadingMore: true, error: undefined });
    expect(ids(listing.products)).toEqual(ids(products(20)));
    listing.loadMore();
    expect(loadMore).toHaveBeenCalledOnce();
  });

  it('waits for the categories that name the products, so their badges do not change', () => {
    const listing = decideListing(state({ list: pages(products(2)), categories: { isSettled: false, failed: false } }));
    expect(listing).toMatchObject({ mode: 'loading', products: [] });
  });

  it('keeps the live products, with the categories error, when only the categories failed', () => {
    const listing = decideListing(state({ list: pages(products(2)), categories: { isSettled: true, failed: true } }));
    expect(listing).toMatchObject({ mode: 'live', error: CATEGORIES_ERROR });
    expect(ids(listing.products)).toEqual([1, 2]);
  });

  it('shows the samples when WordPress has no posts at all', () => {
    expect(decideListing(state({ list: pages([]) }))).toMatchObject({ mode: 'sample', products: SAMPLES });
  });

  it('shows an empty category as empty: WordPress has posts, none in it', () => {
    expect(decideListing(state({ category: 'Casa', list: pages([]) }))).toMatchObject({ mode: 'live', products: [] });
  });

  it('shows the samples as soon as the first attempt failed, while the retries go on', () => {
    expect(decideListing(state({ list: RETRYING }))).toMatchObject({
      mode: 'sample',
      products: SAMPLES,
      error: undefined,
    });
  });

  it('shows the products error over the samples once the retries are spent', () => {
    expect(decideListing(state({ list: FAILED }))).toMatchObject({
      mode: 'error',
      products: SAMPLES,
      error: PRODUCTS_ERROR,
    });
  });

  it('is loading until WordPress answers', () => {
    expect(decideListing(state())).toMatchObject({ mode: 'loading', products: [], error: undefined });
  });
});

describe('decideListing with a search', () => {
  it('shows the search results, 20 at a time, the next ones already found', () => {
    const more = vi.fn();
    const listing = decideListing(
      state({
        search: 'produto',
        list: pages(products(20)),
        found: found(products(45, 101)),
        shown: { count: 20, more },
      }),
    );
    expect(listing).toMatchObject({ mode: 'live', hasMore: true, isLoadingMore: false });
    expect(ids(listing.products)).toEqual(ids(products(20, 101)));
    listing.loadMore();
    expect(more).toHaveBeenCalledOnce();
    const last = decideListing(
      state({ search: 'produto', found: found(products(45, 101), { count: 60 }), shown: { count: 60, more } }),
    );
    expect(last.products).toHaveLength(45);
    expect(last.hasMore).toBe(false);
  });

  it("claims the search's results as connected only once WordPress said what changed since the build", () => {
    const search = (reachable: SearchFound['reachable']) =>
      state({ search: 'produto', list: pages(products(3)), found: found(products(5, 101), { reachable }) });
    expect(decideListing(search('yes'))).toMatchObject({ reachable: 'yes' });
    expect(decideListing(search('unknown'))).toMatchObject({ mode: 'live', reachable: 'unknown', error: undefined });
    // WordPress stopped: the build's index still finds them, under the products error.
    const unreachable = decideListing(search('no'));
    expect(unreachable).toMatchObject({ mode: 'live', reachable: 'no', error: PRODUCTS_ERROR });
    expect(ids(unreachable.products)).toEqual(ids(products(5, 101)));
  });

  it("keeps the list shown, with the search's sign, while the first search loads", () => {
    const listing = decideListing(state({ search: 'fone', list: pages(products(20)), found: WAITING }));
    expect(listing).toMatchObject({ mode: 'live', updating: true, hasMore: false });
    expect(ids(listing.products)).toEqual(ids(products(20)));
  });

  it('is loading, not the unfiltered list, while the search of a shared link loads (its early results stay)', () => {
    const listing = decideListing(state({ search: 'fone', typing: false, list: pages(products(20)), found: WAITING }));
    expect(listing).toMatchObject({ mode: 'loading', products: [] });
  });

  it("keeps the previous results, with the search's sign, while the next search loads", () => {
    const listing = decideListing(
      state({ search: 'fone b', list: pages([]), found: found(products(3), { text: 'fone', updating: true }) }),
    );
    expect(listing).toMatchObject({ mode: 'live', updating: true, isLoadingMore: false });
    expect(ids(listing.products)).toEqual([1, 2, 3]);
  });

  it('keeps the list, without a sign, while the search is one unfinished word nothing has whole', () => {
    const unfinished: Source<SearchFound> = ready({
      text: 'f',
      products: [],
      total: 0,
      searched: 100,
      updating: false,
      unfinished: true,
      reachable: 'yes',
    });
    const listing = decideListing(state({ search: 'f', list: pages(products(20)), found: unfinished }));
    expect(listing).toMatchObject({ mode: 'live', updating: false });
    expect(ids(listing.products)).toEqual(ids(products(20)));
  });

  it("says 'Carregar mais' is loading while the next 20 of the same search load", () => {
    const listing = decideListing(
      state({ search: 'produto', found: found(products(45), { updating: true }), shown: { count: 40, more: vi.fn() } }),
    );
    expect(listing).toMatchObject({ mode: 'live', updating: false, isLoadingMore: true, hasMore: true });
  });

  it("says nothing of 'Carregar mais' while the same search is answered again with the posts WordPress changed", () => {
    for (const all of [products(0), products(3), products(45)]) {
      const listing = decideListing(state({ search: 'produto', found: found(all, { updating: true }) }));
      expect(listing).toMatchObject({ mode: 'live', updating: true, isLoadingMore: false, hasMore: all.length > 20 });
    }
  });

  it('shows an empty result, not the samples, when the search matches nothing', () => {
    expect(decideListing(state({ search: 'xyz', found: found([]) }))).toMatchObject({ mode: 'live', products: [] });
  });

  it("searches the samples when WordPress's index has no product at all", () => {
    const listing = decideListing(
      state({ search: 'fone', found: found([], { searched: 0 }), samples: [product(901)] }),
    );
    expect(listing).toMatchObject({ mode: 'sample', error: undefined });
    expect(ids(listing.products)).toEqual([901]);
  });

  it('follows the list the visitor saw: where it failed, the samples are searched', () => {
    const searching = { search: 'fone', found: found([product(1)]), samples: [product(901)] };
    expect(decideListing(state({ ...searching, list: RETRYING }))).toMatchObject({
      mode: 'sample',
      products: [product(901)],
    });
    expect(decideListing(state({ ...searching, list: FAILED }))).toMatchObject({
      mode: 'error',
      products: [product(901)],
      error: PRODUCTS_ERROR,
    });
  });

  it('searches the samples while the search fails, with the error once its retries are spent', () => {
    const samples = [product(901)];
    expect(decideListing(state({ search: 'fone', found: RETRYING, samples }))).toMatchObject({ mode: 'sample' });
    expect(decideListing(state({ search: 'fone', found: FAILED, samples }))).toMatchObject({
      mode: 'error',
      error: PRODUCTS_ERROR,
    });
  });

  it("is loading while the samples' search loads, with the error already shown", () => {
    expect(decideListing(state({ search: 'fone', list: FAILED, samples: undefined }))).toMatchObject({
      mode: 'loading',
      products: [],
      error: PRODUCTS_ERROR,
    });
    expect(decideListing(state({ hasWordPress: false, search: 'fone', samples: undefined }))).toMatchObject({
      mode: 'loading',
    });
  });

  it('is loading until the search has its index only when no list was shown before it', () => {
    expect(decideListing(state({ search: 'fone' }))).toMatchObject({ mode: 'loading' });
  });
});
