import { catalog } from '../../config/site';
import { htmlToInlineText } from '../../lib/html-to-text';
import { fetchNewerPosts } from '../fetch/newer-posts';
import { nameCategories } from '../mapping/name-categories';
import { rejudgePrices } from '../mapping/offer-checks';
import { picturesOf, withSitePictures } from '../mapping/site-pictures';
import type { Category, Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { SEARCH_META_PATH } from '../../config/paths';
import { fetchSearchFile } from './fetch-search-file';
import { FragmentSearch, type Match } from './fragment-search';
import { createProductSearch, type ProductSearch } from './product-search';
import { isSearchMeta } from './search-fragments';
import { INDEXED_CONTENT_CHARS, searchDocument, type SearchIndexEntry } from './search-index';

// Loaded with the visitor's first search (queries.ts): the build's index, a fragment at a time
// (fragment-search.ts), or the products indexed here (the samples; a WordPress without the build's
// index); and, apart, the posts WordPress published or changed since the build.

/** What one search shows in a listing: the cards of its first `count` products in `category`, and how many there are. */
export interface FoundProducts {
  text: string;
  /** The text is one unfinished word nothing has whole: nothing is searched yet (the list stays). */
  unfinished: boolean;
  products: Product[];
  total: number;
  /** How many products were searched. */
  searched: number;
}

export interface SiteSearch {
  /**
   * Every product `query` finds, best first, with its card's category; null while the query is one
   * unfinished word of one or two letters that no product has whole (nothing to search yet).
   */
  find(query: string): Promise<Match[] | null>;
  /** The cards of `ids`, in their order. */
  cards(ids: readonly string[]): Promise<Product[]>;
  /** Starts fetching what the words typed so far will need. */
  prefetch(query: string): void;
  /** What `query` shows in a listing of `category` ('Todos': every one), its first `count` cards. */
  results(query: string, category: string, count: number): Promise<FoundProducts>;
  /** How many products are searched. */
  readonly size: number;
  /** Changes whenever `including` adds posts: results cached for one version are not for the next. */
  readonly version: number;
  /**
   * The same search with `newer` added (posts newer than the build, or every post without the
   * build's index); a new object only the first time for the same list.
   */
  including(newer: readonly SearchIndexEntry[]): SiteSearch;
}

/** The build's index for the WordPress in use; without one (`builtAt` null) an empty search WordPress's posts fill. */
export interface IndexedSearch extends SiteSearch {
  builtAt: number | null;
}

let versions = 0;
/** Unique among every search of the visit: the results' cache keys hold it. */
function nextVersion(): number {
  versions += 1;
  return versions;
}

/** What a listing shows of `search`'s results for `text`. */
async function resultsOf(
  search: Omit<SiteSearch, 'results'>,
  text: string,
  category: string,
  count: number,
): Promise<FoundProducts> {
  const matches = await search.find(text);
  if (matches === null) return { text, unfinished: true, products: [], total: 0, searched: search.size };
  const listed = category === catalog.allCategories ? matches : matches.filter((match) => match.category === category);
  const products = await search.cards(listed.slice(0, count).map((match) => match.id));
  return { text, unfinished: false, products, total: listed.length, searched: search.size };
}

/** Products indexed here, in the listing's order. */
function inMemory(engine: ProductSearch, listed: readonly Product[]): SiteSearch {
  const products = new Map<string, Product>(listed.map((product) => [product.id, product]));
  const added = new WeakMap<readonly SearchIndexEntry[], SiteSearch>();
  const view = (): SiteSearch => {
    const version = nextVersion();
    const self: SiteSearch = {
      find: (query) =>
        Promise.resolve(
          engine.search(query)?.flatMap((id) => {
            const product = products.get(id);
            return product === undefined ? [] : [{ id, category: product.category }];
          }) ?? null,
        ),
      cards: (ids) => Promise.resolve(ids.flatMap((id) => products.get(id) ?? [])),
      prefetch: () => undefined,
      results: (text, category, count) => resultsOf(self, text, category, count),
      get size() {
        return engine.size;
      },
      version,
      including(newer) {
        if (newer.length === 0) return self;
        let next = added.get(newer);
        if (next === undefined) {
          // A post edited since the build keeps the build's copies of the pictures it still shows.
          for (const { product } of newer) {
            products.set(product.id, withSitePictures(product, picturesOf([products.get(product.id)])));
          }
          engine.add(newer.map(searchDocument));
          next = view();
          added.set(newer, next);
        }
        return next;
      },
    };
    return self;
  };
  return view();
}

/**
 * The build's fragments. Their cards are the build's: a price that has grown older than the owner's
 * setting since then (`now`) says 'Consulte o preço' here too, as the listing's cards do once refreshed.
 */
function fromFragments(search: FragmentSearch, now: Date): IndexedSearch {
  const added = new WeakMap<readonly SearchIndexEntry[], IndexedSearch>();
  const view = (): IndexedSearch => {
    const self: IndexedSearch = {
      find: (query) => search.find(query),
      cards: async (ids) => (await search.cards(ids)).map((product) => rejudgePrices(product, now)),
      prefetch: (query) => search.prefetch(query),
      results: (text, category, count) => resultsOf(self, text, category, count),
      get size() {
        return search.size;
      },
      version: nextVersion(),
      builtAt: search.builtAt,
      including(newer) {
        if (newer.length === 0) return self;
        let next = added.get(newer);
        if (next === undefined) {
          search.add(newer.map((entry) => ({ product: entry.product, document: searchDocument(entry) })));
          next = view();
          added.set(newer, next);
        }
        return next;
      },
    };
    return self;
  };
  return view();
}

/**
 * The samples, searched the same way (a site without WordPress, or one that failed). They come on
 * demand: a live site's search does not download them.
 */
export async function loadSampleSearch(): Promise<SiteSearch> {
  const { SAMPLE_PRODUCTS } = await import('../samples/sample-products');
  return inMemory(
    createProductSearch(SAMPLE_PRODUCTS.map((product) => searchDocument({ product, content: '' }))),
    SAMPLE_PRODUCTS,
  );
}

/**
 * The build's index when it was built from this WordPress (its meta file, fetched by the caller as
 * early as it can: `meta`); otherwise an empty search, filled by `including` what WordPress has.
 */
export async function loadIndexedSearch(
  baseUrl: string,
  { signal, meta = fetchSearchFile(SEARCH_META_PATH, signal) }: { signal?: AbortSignal; meta?: Promise<unknown> } = {},
): Promise<IndexedSearch> {
  const file = await meta.catch(() => null);
  if (!isSearchMeta(file) || file.baseUrl !== baseUrl || file.documentCount === 0) {
    return Object.assign(inMemory(createProductSearch([]), []), { builtAt: null });
  }
  return fromFragments(new FragmentSearch(file, (path) => fetchSearchFile(path)), new Date());
}

/**
 * What WordPress modified after the build (`since`; one small request per visit, usually empty), or
 * its recent posts when there is no index for it (fetchNewerPosts caps how many), ready to be indexed.
 */
export async function loadNewerEntries(
  wordpress: LiveWordPress,
  since: number | null,
  categories: () => readonly Category[],
  signal?: AbortSignal,
): Promise<SearchIndexEntry[]> {
  const posts = await fetchNewerPosts(wordpress, since, signal);
  const products = nameCategories(
    posts.map((post) => post.product),
    categories(),
  );
  return posts.map((post, index) => ({
    product: products[index] ?? post.product,
    // The text of its HTML without a parser: a DOMParser document would report the post's inline
    // event handlers (onclick=…) to the page's Content-Security-Policy as violations.
    content: htmlToInlineText(post.html).slice(0, INDEXED_CONTENT_CHARS),
  }));
}
