/** Business constants of the spec (section 9) and the site's identity, kept in one place. */
export const site = {
  name: 'Achados Curados',
  description: 'Curadoria de produtos interessantes com foco em qualidade, utilidade e inovação.',
  copyrightYear: 2024,
} as const;

export interface SiteLink {
  label: string;
  href: string;
}

/**
 * The site's institutional pages: WordPress pages found by slug (GET {base}/pages?slug=…),
 * prerendered at /pagina/{slug}. The footer and the menu link to those the WordPress has; change a
 * slug here to point a link at another page.
 */
export const SITE_PAGES = {
  about: { label: 'Sobre nós', slug: 'sobre' },
  howItWorks: { label: 'Como funciona', slug: 'como-funciona' },
  suggest: { label: 'Sugerir produto', slug: 'sugerir-produto' },
  contact: { label: 'Contato', slug: 'contato' },
  privacy: { label: 'Política de Privacidade', slug: 'politica-de-privacidade' },
  terms: { label: 'Termos de Uso', slug: 'termos-de-uso' },
  disclosure: { label: 'Disclosure de Afiliados', slug: 'disclosure-de-afiliados' },
} as const;

export type SitePageKey = keyof typeof SITE_PAGES;

/** Where a site page link leads: its page, '#' (no WordPress: the spec's placeholder), or nowhere. */
export type SitePageHref = (key: SitePageKey) => string | null;

export const SITE_PAGE_SLUGS: readonly string[] = Object.values(SITE_PAGES).map((page) => page.slug);

/** The footer's groups of page links (spec section 2), in order. */
export const footerPageGroups: { useful: SitePageKey[]; policies: SitePageKey[] } = {
  useful: ['about', 'howItWorks', 'suggest', 'contact'],
  policies: ['privacy', 'terms', 'disclosure'],
};

/** Social links: their real targets are not defined (spec section 2); the owner replaces them here. */
export const socialLinks: SiteLink[] = [
  { label: 'Instagram', href: '#' },
  { label: 'Facebook', href: '#' },
  { label: 'YouTube', href: '#' },
  { label: 'WhatsApp', href: '#' },
];

export const catalog = {
  pageSize: 20,
  categoriesPerPage: 100,
  mostReadCount: 5,
  /** 'Mais Lidas' ranks the views of this many last days (companion plugin). */
  mostReadDays: 30,
  /**
   * A price checked longer ago than this may have changed at the shop, and is not shown as current
   * (the companion plugin's `price_fresh_days` overrides it; its default is the same).
   */
  priceFreshDays: 7,
  latestCount: 4,
  newForDays: 30,
  wordsPerMinute: 200,
  adEvery: 8,
  defaultCategory: 'Geral',
  defaultPrice: 'Consulte o preço',
  allCategories: 'Todos',
} as const;

/** Honest prices (companion plugin's history; the rules are in app/wordpress/mapping/price-rules.ts). */
export const priceRules = {
  /** The chart and 'Menor preço em 90 dias' look back this many days, today included. */
  historyDays: 90,
  /** A history younger than this says nothing: no 'Menor preço em 90 dias', no discount. */
  minHistoryDays: 30,
  /** A discount is measured against the lowest price of this many days before the price started. */
  discountReferenceDays: 30,
} as const;

/** The currency of amounts that do not name one (the companion plugin always sends 'BRL'). */
export const DEFAULT_CURRENCY = 'BRL';

/**
 * The site's clock for calendar days: the companion plugin dates prices in the WordPress's time zone,
 * which is Brazil's (São Paulo) for this site's WordPress (see wordpress/lib/install.php).
 */
export const SITE_TIME_ZONE = 'America/Sao_Paulo';

export const network = {
  requestTimeoutMs: 10_000,
  retries: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
  /** Data younger than this is not asked again, the build's prerendered data included. */
  freshForMs: 5 * 60 * 1000,
  /** After the retries are spent, coming back to the tab tries again at most this often. */
  retryOnVisibleEveryMs: 60 * 1000,
} as const;

/**
 * A product without a picture. A raster image: the browser draws an SVG one in a document of its own,
 * built on the main thread (11–29 ms on the development machine, four times that in Lighthouse's
 * phone), while a WebP is decoded off it.
 */
export const PLACEHOLDER_IMAGE = '/images/placeholder.webp';

export const STORAGE_KEYS = {
  wordpressUrl: 'curadoria:wordpress-url',
  consent: 'curadoria:consent',
} as const;
