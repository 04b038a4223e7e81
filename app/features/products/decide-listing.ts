import { catalog } from '@/config/site';
import type { Product } from '@/wordpress/types';

import type { CategoriesView } from './use-categories';

export type ListingMode = 'loading' | 'live' | 'sample' | 'error';

/**
 * Whether WordPress answers for the live products shown: 'yes' once the build's data is within its
 * freshness window or a refresh of this visit answered; 'unknown' on a prerendered page before it
 * knows, while the first refresh of older data runs, and while a failed one is retried; 'no' once the
 * retries of a refresh are spent (the last good products stay).
 */
export type Reachability = 'yes' | 'unknown' | 'no';

export interface ProductListing {
  mode: ListingMode;
  /** For live products: the banner claims 'Conectado ao WordPress' only when it is 'yes'. */
  reachable: Reachability;
  products: Product[];
  error?: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /** A search is loading: the products shown are the list or the results before it (a discreet sign says so). */
  updating?: boolean;
}

/** How far one source of the listing has come. Data wins: a source that has answered once stays ready. */
export type Source<T> =
  | { status: 'waiting' }
  | { status: 'ready'; data: T }
  /** Its first attempt failed; the retries go on. */
  | { status: 'retrying' }
  /** The retries are spent, and it never answered. */
  | { status: 'failed' };

/** WordPress's pages of the list ('Carregar mais' asks for the next). */
export interface ListPages {
  reachable: Reachability;
  products: Product[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/** What the live search found in the category: the cards shown, how many there are, how many products it searched. */
export interface SearchFound {
  /** The search these results are of: the previous one's while `updating`. */
  text: string;
  products: Product[];
  total: number;
  searched: number;
  /** The next results are loading; these are the previous ones. */
  updating: boolean;
  /** The text is one unfinished word nothing has whole: nothing is searched yet, the list stays. */
  unfinished: boolean;
  /** Whether WordPress said what changed since the build (the index answers without it). */
  reachable: Reachability;
}

export interface ListingState {
  /** A WordPress is in use: the build's, or the one the visitor chose in 'Configurar WordPress'. */
  hasWordPress: boolean;
  /** The search applied, trimmed; '' for none. */
  search: string;
  /** The visitor is typing it (not a shared link being opened): what was on screen may stay while it loads. */
  typing: boolean;
  category: string;
  /** Whether the categories that name the products are known (or failed once), and failed for good. */
  categories: Pick<CategoriesView, 'isSettled' | 'failed'>;
  /** WordPress's list for the category, seeded with the build's first page, its products named. */
  list: Source<ListPages>;
  /** The search over the build's index and the posts WordPress modified since (use-product-listing.ts). */
  found: Source<SearchFound>;
  /** The samples that stand in: the category's, or those the search finds there (undefined while that loads). */
  samples: Product[] | undefined;
  /** Lists held in the browser (search results, samples) show `count` products; `more` shows the next ones. */
  shown: { count: number; more: () => void };
}

export const PRODUCTS_ERROR = 'Erro ao carregar produtos. Verifique se a URL do WordPress está correta.';

/** The samples stand in for WordPress's products (there is none, or it does not answer). */
export function showsSamples(listing: Pick<ProductListing, 'mode'>): boolean {
  return listing.mode === 'sample' || listing.mode === 'error';
}
export const CATEGORIES_ERROR = 'Erro ao carregar categorias';

/**
 * What the listing shows, from where its sources stand (spec sections 1 and 4), one rule a line.
 * The live products are WordPress's list, or with a search its results, found in the browser; a
 * search follows the list the visitor saw: where the list failed, the samples are searched instead.
 */
export function decideListing(state: ListingState): ProductListing {
  const { categories, shown } = state;
  const categoriesError = categories.failed ? CATEGORIES_ERROR : undefined;
  const samples = (mode: 'sample' | 'error', error?: string) =>
    state.samples === undefined ? loading(error) : inBrowser(shown, mode, state.samples, error);
  const live = liveProducts(state);

  // No WordPress: the samples.
  if (!state.hasWordPress) return samples('sample');
  // A WordPress without any product: the samples (a filter that matches nothing is an empty result).
  if (live.status === 'ready' && live.data.none) return samples('sample', categoriesError);
  // The live products (the last good ones when a refresh failed), once the categories that name
  // them are known: their badges never change.
  if (live.status === 'ready' && categories.isSettled) {
    const { pages, updating } = live.data;
    // A refresh whose retries are spent: the build's (or the last good) products stay, under the
    // products error: neither 'Conectado' nor the samples' banner would be true.
    if (pages.reachable === 'no') return { mode: 'live', ...pages, error: PRODUCTS_ERROR, updating };
    return { mode: 'live', error: categoriesError, ...pages, updating };
  }
  // A first attempt failed: the samples while the retries go on (the live products when one succeeds).
  if (live.status === 'retrying') return samples('sample', categoriesError);
  // The retries are spent: the products error over the samples.
  if (live.status === 'failed') return samples('error', PRODUCTS_ERROR);
  return loading(categoriesError);
}

interface LiveProducts {
  /** WordPress has no product at all, which is not the same as none matching a filter. */
  none: boolean;
  /** WordPress's pages, or the search's results shown so far. */
  pages: ListPages;
  /** A search is loading over what is shown. */
  updating: boolean;
}

/**
 * The live products of the listing at hand: WordPress's list, or the search's results. While a search
 * loads, what was shown stays: the previous results, or the list before the first search.
 */
function liveProducts({ search, typing, category, list, found, shown }: ListingState): Source<LiveProducts> {
  if (search === '') {
    if (list.status !== 'ready') return list;
    const { products } = list.data;
    return ready({
      none: products.length === 0 && category === catalog.allCategories,
      pages: list.data,
      updating: false,
    });
  }
  if (list.status === 'failed' || found.status === 'failed') return { status: 'failed' };
  if (list.status === 'retrying' || found.status === 'retrying') return { status: 'retrying' };
  if (found.status !== 'ready' || found.data.unfinished) {
    // A shared link's unfiltered list is not what its address asks for: it waits (its early results stay).
    const listShown = list.status === 'ready' && (typing || found.status === 'ready');
    if (!listShown) return found.status === 'ready' ? { status: 'waiting' } : found;
    const updating = found.status !== 'ready' || found.data.updating;
    return ready({ none: false, pages: { ...list.data, hasMore: false, isLoadingMore: false }, updating });
  }
  const { products, total, searched, text, updating, reachable } = found.data;
  // The same search with more products asked for ('Carregar mais') than it had shown: the button says
  // it is loading. The same search answered again (WordPress's newer posts came) is an update.
  const loadingMore = updating && text === search && products.length < Math.min(total, shown.count);
  return ready({
    none: searched === 0,
    pages: {
      // Found in the browser, from the build's index and what WordPress changed since.
      reachable,
      products,
      hasMore: total > products.length || loadingMore,
      isLoadingMore: loadingMore,
      loadMore: shown.more,
    },
    updating: updating && !loadingMore,
  });
}

function ready<T>(data: T): Source<T> {
  return { status: 'ready', data };
}

/** A list held in the browser, shown `count` products at a time. */
function inBrowser(
  shown: ListingState['shown'],
  mode: ListingMode,
  products: Product[],
  error: string | undefined,
): ProductListing {
  return {
    mode,
    reachable: 'yes',
    products: products.slice(0, shown.count),
    error,
    hasMore: products.length > shown.count,
    isLoadingMore: false,
    loadMore: shown.more,
  };
}

function loading(error?: string): ProductListing {
  return {
    mode: 'loading',
    reachable: 'unknown',
    products: [],
    error,
    hasMore: false,
    isLoadingMore: false,
    loadMore: () => undefined,
  };
}
