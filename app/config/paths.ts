// Every address of the site, each built by one function: the app's links, its metadata, the sitemap,
// the build's list of pages and its update plan use these, and nothing writes an address by hand.
// Relative imports only: the build's configuration (react-router.config.ts) reads it outside Vite.
import { catalog, SITE_PAGE_SLUGS } from './site';

export const HOME_PATH = '/';

/** The address's filter parameters: `/?q=fone`, `/categoria/casa?q=fone`, `/?categoria=Casa`. */
export const FILTER_PARAMS = { search: 'q', category: 'categoria' } as const;

/** Where every product page's address starts. */
const PRODUCT_PREFIX = '/product/';

/** A product's page; `id` is its post's id. */
export function productPath(id: string | number): string {
  return `${PRODUCT_PREFIX}${encodeURIComponent(String(id))}`;
}

/** A product page's address. */
export function isProductPath(pathname: string): boolean {
  return pathname.startsWith(PRODUCT_PREFIX);
}

/** Where every category page's address starts (`categoryPath('')`). */
const CATEGORY_PREFIX = '/categoria/';

/** A category's page (prerendered for every category with posts). */
export function categoryPath(slug: string): string {
  // WordPress slugs are address-safe already (lower case, digits, '-', or percent-encoded).
  return `${CATEGORY_PREFIX}${slug}`;
}

/** A category page's address, or any address below one. */
export function isCategoryPath(pathname: string): boolean {
  return pathname.startsWith(CATEGORY_PREFIX);
}

/** Where every institutional page's address starts. */
const SITE_PAGE_PREFIX = '/pagina/';

/** An institutional page of the site ('Sobre nós', the policies). */
export function sitePagePath(slug: string): string {
  return `${SITE_PAGE_PREFIX}${slug}`;
}

/**
 * A listing (the home by default) with its filters changed, the address's other parameters kept: a
 * search link (`/?q=fone`, `/categoria/casa?q=fone`), or `/?categoria=Casa` for a category without a
 * page of its own. An empty search and 'Todos' remove their parameter.
 */
export function listingPath(
  current: URLSearchParams,
  changes: { search?: string; category?: string },
  listing = HOME_PATH,
): string {
  const next = new URLSearchParams(current);
  if (changes.search !== undefined)
    setOrDelete(next, FILTER_PARAMS.search, changes.search.trim() === '' ? '' : changes.search);
  if (changes.category !== undefined) {
    setOrDelete(next, FILTER_PARAMS.category, changes.category === catalog.allCategories ? '' : changes.category);
  }
  const query = next.toString();
  return query === '' ? listing : `${listing}?${query}`;
}

function setOrDelete(params: URLSearchParams, key: string, value: string): void {
  if (value === '') params.delete(key);
  else params.set(key, value);
}

const SUBSCRIPTION_PREFIX = '/inscricao/';

/**
 * The subscription pages the companion plugin's e-mails link to, each with the link's token in
 * `?token=` (the plugin writes these addresses: wordpress/plugin/curadoria-afiliados/includes/subscriptions-links.php).
 */
export const SUBSCRIPTION_PATHS = {
  confirm: `${SUBSCRIPTION_PREFIX}confirmar`,
  cancel: `${SUBSCRIPTION_PREFIX}cancelar`,
} as const;

/**
 * The folders of the pages the build writes one per item, each at `<folder><name>`: products,
 * categories, site pages and subscription steps (for Cloudflare Pages, site-builder/cloudflare/flat-pages.ts).
 */
export const ITEM_PAGE_FOLDERS = [PRODUCT_PREFIX, CATEGORY_PREFIX, SITE_PAGE_PREFIX, SUBSCRIPTION_PREFIX] as const;

/** The query parameter of those pages' links. */
export const SUBSCRIPTION_TOKEN_PARAM = 'token';

/** A product link of a price alert e-mail carries `?via=alerta`: its visit and clicks count as the alert's. */
export const ALERT_VISIT = { param: 'via', value: 'alerta' } as const;

/**
 * The preview of an unpublished post: `/previa/?id={post}&token={token}`. The companion plugin writes
 * these links (its rules/preview.php), so the two must agree. One page, written by every build with
 * no post in it, and never in the sitemap.
 */
export const PREVIEW_PATH = '/previa/';

/** The preview page's address parameters: the post, and the token that lets its owner see it. */
export const PREVIEW_ID_PARAM = 'id';
export const PREVIEW_TOKEN_PARAM = 'token';

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** Where the build writes the search's fragments (app/wordpress/search/search-fragments.ts). */
export const SEARCH_DIR = '/search/';
/** The search's totals and how its fragments are split: the first file a search reads. */
export const SEARCH_META_PATH = `${SEARCH_DIR}meta.json`;

/** The vocabulary fragment of one character key. */
export function searchTermsPath(key: string): string {
  return `${SEARCH_DIR}terms/${key}.json`;
}

/** One postings shard, by its file name. */
export function searchPostingsPath(fileName: string): string {
  return `${SEARCH_DIR}postings/${fileName}.json`;
}

/** One card file, by its bucket. */
export function searchCardsPath(bucket: number): string {
  return `${SEARCH_DIR}cards/${bucket}.json`;
}
/** The page a static host serves for any address the build did not write. */
export const SPA_FALLBACK_PATH = '/__spa-fallback.html';

/** Where the build writes the pictures it took in from WordPress (content-hashed names: cached for ever). */
export const PICTURES_PATH = '/pictures/';

/** The formats the build writes every picture in, for `<picture>`: AVIF first, WebP for the browsers without it. */
export type PictureFormat = 'avif' | 'webp';

/**
 * One size of a picture the build took in (`name` is its content-hashed name, `width` in pixels): on
 * this site, or on the bucket VITE_PICTURES_URL names (a constant of the build, `__PICTURES_URL__`).
 */
export function picturePath(name: string, width: number, format: PictureFormat): string {
  return `${__PICTURES_URL__}${PICTURES_PATH}${name}-${width}.${format}`;
}

/**
 * A product picture's copy for link previews (Open Graph, structured data): a JPEG, since WhatsApp and
 * Facebook read no AVIF.
 */
export function sharePicturePath(name: string): string {
  return `${__PICTURES_URL__}${PICTURES_PATH}${name}.jpg`;
}

/** The pages that list every product: written again whenever a product changes (the search's fragments apart). */
export const CATALOG_FILES: readonly string[] = [SITEMAP_PATH];

/** Every path the build writes whatever the catalog (the product and category pages come on top). */
export function fixedPaths(): string[] {
  return [
    HOME_PATH,
    ROBOTS_PATH,
    ...CATALOG_FILES,
    ...SITE_PAGE_SLUGS.map(sitePagePath),
    SUBSCRIPTION_PATHS.confirm,
    SUBSCRIPTION_PATHS.cancel,
    PREVIEW_PATH,
  ];
}
