// A shared search link (`/?q=fone`) paints its first results before the app runs. The home is
// prerendered without filters and hides its list on such a link (features/filters/shared-filter-script.ts);
// the app needs its whole JavaScript, a hydration and the search before it shows the results, seconds
// on a phone. This small script, built apart (site-builder/compile/site-pipeline.ts) and asked for from <head> only
// on such a link (site-builder/pages/prerendered-html.ts), loads the fragments of the search's index its words need, runs the app's own search
// over them and draws the first cards, as ProductCard, into the home's early results container; the
// app replaces them in the same place with its own list (features/filters/use-early-results.ts).
// When the build's index finds nothing, it draws the listing's 'Nenhum produto encontrado' the same
// way; 'Carregar mais' and everything else stay the app's.
import { readEnv } from '@/config/env';
import { catalog, STORAGE_KEYS } from '@/config/site';
import { LISTING_TITLE_CLASS, listingTitle } from '@/features/filters/listing-title';
import { FILTER_PARAMS } from '@/config/paths';
import { earlyListingEmpty } from '@/features/products/components/early-listing-empty';
import { earlyProductCard } from '@/features/products/components/early-product-card';
import { EARLY_EMPTY_CLASS, EARLY_RESULTS_ATTRIBUTE, EARLY_RESULTS_EVENT } from '@/config/page-markers';
import { offscreenLayout, PRIORITY_CARDS, PRODUCT_GRID_CLASS } from '@/features/products/components/product-grid';
import { loadIndexedSearch } from '@/wordpress/search/load-search';

/** Up to the first advertising row: what a phone's first screen shows, and nothing the app would move. */
const EARLY_CARDS = catalog.adEvery;

/** A WordPress chosen in 'Configurar WordPress' has no index of the build's: the app decides then. */
function anotherWordPressChosen(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.wordpressUrl) !== null;
  } catch {
    return false;
  }
}

function domReady(): Promise<void> {
  return document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();
}

/** The search box's text, when the visitor has already changed it: their search is the app's. */
function searchBoxText(): string | null {
  const box = document.querySelector('input[type="search"]');
  return box instanceof HTMLInputElement ? box.value : null;
}

/** Resolves a frame after `image` is decoded (on screen then), or when it fails. */
function painted(image: HTMLImageElement | null): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return image === null ? frame() : image.decode().then(frame, frame);
}

/** Draws the results; resolves once they are on screen, or at once when there is nothing to draw. */
async function paintEarlyResults(): Promise<void> {
  const address = new URLSearchParams(window.location.search);
  const query = (address.get(FILTER_PARAMS.search) ?? '').trim();
  // Within a category (the home's older `?categoria=` links) the app's results are another list.
  const category = address.get(FILTER_PARAMS.category) ?? catalog.allCategories;
  const baseUrl = readEnv().wordpressBaseUrl;
  if (query === '' || category !== catalog.allCategories || baseUrl === null || anotherWordPressChosen()) return;
  const search = await loadIndexedSearch(baseUrl);
  // One unfinished word nothing has whole (null): the app decides.
  const matches = await search.find(query);
  if (matches === null) return;
  const [products] = await Promise.all([
    search.cards(matches.slice(0, EARLY_CARDS).map((match) => match.id)),
    domReady(),
  ]);
  const container = document.querySelector(`[${EARLY_RESULTS_ATTRIBUTE}]`);
  // The app may already have shown its own list (and removed the container), or the visitor typed.
  if (!(container instanceof HTMLElement) || !container.isConnected) return;
  const typed = searchBoxText();
  if (typed !== null && typed.trim() !== '' && typed.trim() !== query) return;
  const heading = document.createElement('h1');
  heading.className = LISTING_TITLE_CLASS;
  heading.textContent = listingTitle(query, catalog.allCategories);
  // No product of the build has every word: the app says so too, unless a post newer than the build has them.
  if (matches.length === 0) {
    container.replaceChildren(heading, earlyListingEmpty(document));
    document.documentElement.classList.add(EARLY_EMPTY_CLASS);
    await painted(null);
    return;
  }
  if (products.length === 0) return;
  const grid = document.createElement('div');
  grid.className = PRODUCT_GRID_CLASS;
  grid.append(
    ...products.map((product, index) =>
      earlyProductCard(document, product, index < PRIORITY_CARDS, offscreenLayout(index)),
    ),
  );
  container.replaceChildren(heading, grid);
  await painted(grid.querySelector('img'));
}

// The page loader starts the app on this event (site-builder/pages/prerendered-html.ts), whatever happened here.
void paintEarlyResults()
  .catch((error: unknown) => console.error('Early search results not shown; the app shows them.', error))
  .then(() => document.dispatchEvent(new Event(EARLY_RESULTS_EVENT)));
