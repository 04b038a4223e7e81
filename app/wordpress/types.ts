import type { ContentNode } from './content/content-types';
import type { SitePicture } from './catalog/pictures';

/** A product recommendation as the site shows it (spec section 3). Never carries WordPress field names. */
export interface Product {
  id: string;
  title: string;
  description: string;
  /**
   * The picture's address for link previews, structured data and browsers without `srcset`: the
   * build's JPEG copy when it took the picture in, else WordPress's upload.
   */
  image: string;
  /** The build's copies of the picture on this site (the cards' and the page's `<picture>`), when it took it in. */
  picture?: SitePicture;
  /** Width-described candidates for `srcset`, when WordPress offers resized copies (a picture newer than the build). */
  imageSrcSet?: string;
  /**
   * Width over height of the narrowest `imageSrcSet` candidates, the ones a phone picks: 4:3 with
   * the companion plugin's sizes, else the upload's shape (1.5 for a 3:2 photo).
   */
  imageAspectRatio?: number;
  category: string;
  /**
   * WordPress id of the category, when the name still has to be looked up: listings do not embed
   * terms, so their names come from the categories call (see nameCategories).
   */
  categoryId?: number;
  /** The price shown: the cheapest offer's amount, else WordPress's price text ('Consulte o preço' without one). */
  price: string;
  /** Amount of `price` in cents, when WordPress gives amounts (companion plugin 1.4). */
  priceCents?: number;
  /** ISO 4217 code of every amount of the product ('BRL'), beside `priceCents`. */
  priceCurrency?: string;
  /**
   * Where 'Ver produto' leads: the shown offer (never one out of stock), else the affiliate link,
   * else the post link; always http(s); null when none is usable or every offer is out of stock.
   */
  affiliateUrl: string | null;
  /**
   * The shops selling the product, in the order offer-rules.ts gives (current ones cheapest first,
   * then those older than the owner's setting, then those out of stock); absent when WordPress gives no offers.
   */
  offers?: Offer[];
  /** When the shown offer's price was confirmed (companion plugin's price refresh), as cards need it. */
  priceCheck?: ShownPriceCheck;
  /** Every offer is out of stock at its store. */
  outOfStock?: boolean;
  /** The recorded prices of the offered shops; only on the product page (cards carry `priceClaims`). */
  priceHistory?: PriceHistory;
  /** What the site may say of the price, judged once when mapped (see price-rules.ts). */
  priceClaims?: PriceClaims;
  isNew: boolean;
  /** Day the price was checked at the shop (YYYY-MM-DD), when the owner recorded it. */
  priceCheckedAt?: string;
  /** Last day the checked price is vouched for (the check day plus the owner's freshness window). */
  priceFreshUntil?: string;
  /** The price check is older than the freshness window: the price may have changed. */
  priceMayHaveChanged?: boolean;
  /** The post's content as structure; only on the product page (see mapPostToProductDetail). */
  content?: ContentNode[];
  readTime?: string;
  publishedAt?: string;
  /**
   * Which state of the post this product was read from (mapping/post-version.ts): a refresh asks
   * for the post's version alone first and keeps the product when it is the same.
   */
  version?: string;
}

/** One shop's offer of a product (companion plugin's 'Ofertas'). */
export interface Offer {
  store: string;
  /** In cents of the product's currency. */
  priceCents: number;
  /** The affiliate link to the shop, always http(s). */
  url: string;
  /**
   * Whether the store had it at the last reading; 'unknown' for a typed price, for one whose last
   * readings failed, and without the companion plugin's price refresh.
   */
  availability: Availability;
  /** When the price was confirmed; absent when WordPress does not say (no claim of freshness then). */
  check?: PriceCheck;
}

export type Availability = 'in_stock' | 'out_of_stock' | 'unknown';

/** When an offer's price was confirmed, judged at a clock (the mapping's, or a refresh's). */
export interface PriceCheck {
  /** Read at the store ('store'), or typed by the owner ('manual'). */
  source: 'store' | 'manual';
  /** The day (YYYY-MM-DD) and time (HH:MM) of the confirmation in the site's time zone. */
  day: string;
  time: string;
  /** Calendar days from `day` to the clock's day (0: the same day). */
  daysAgo: number;
  /** The instant (ms since 1970) after which the price is older than the owner's setting. */
  currentUntil: number;
  /** It was older at the clock: the price is not shown as current. */
  stale: boolean;
}

/** The shown offer's check, as a card keeps it (cards have no offers). */
export interface ShownPriceCheck {
  currentUntil: number;
  stale: boolean;
  /** What a card says under 'Consulte o preço' once stale: 'Último preço verificado em 12/11/2026'. */
  lastPrice: string;
}

/** A recorded price: from `day` (YYYY-MM-DD) on, `store` asked `priceCents`. */
export interface PricePoint {
  day: string;
  store: string;
  priceCents: number;
}

/** The lowest price in force on a day of the last 90, and the latest such day (companion plugin). */
export interface LowestPrice {
  priceCents: number;
  day: string;
  store: string;
}

/** The price changes of a product's offered shops. */
export interface PriceHistory {
  /**
   * The day the history is judged on (YYYY-MM-DD): the day, in the site's time zone, WordPress was
   * read (the build's snapshot for a prerendered page, the browser's request for a refreshed one).
   */
  today: string;
  /** Every change, oldest first, with each store's last change before the window (its price then). */
  points: PricePoint[];
  lowest90: LowestPrice | null;
  /**
   * The first day the history knows every offered store's price from the store itself, when the
   * prices typed before a store's first reading were left out (map-prices.ts): the price rules
   * judge from this day on.
   */
  since?: string;
}

/** What may honestly be said of a product's price. */
export interface PriceClaims {
  /** 'Menor preço em 90 dias'. */
  lowestIn90Days: boolean;
  /** 'Baixou N% em relação ao menor preço dos 30 dias anteriores (R$ X)'; null when it may not be said. */
  discount: { percent: number; referenceCents: number } | null;
}

export interface Category {
  id: number;
  name: string;
  /** WordPress's slug: the category page is `/categoria/{slug}`. */
  slug: string;
  /** The owner's description of the category in WordPress, plain text; often empty. */
  description: string;
  /**
   * Whether the category has published posts (WordPress's `count` above 0): only those get a menu
   * entry and a page. The count itself is left out, so the data every page carries does not change
   * each time a post is published in a category that already had some.
   */
  hasPosts: boolean;
}

/** A category page of the site: its name (the listing's filter) and its address part. */
export interface CategoryLink {
  name: string;
  slug: string;
}

/** What the preview of a post (companion plugin, `/previa/`) shows. */
export type Preview =
  | { kind: 'product'; product: Product }
  /** The WordPress has no previews: no companion plugin, or one older than its preview route. */
  | { kind: 'needs-plugin' }
  /** A password-protected post, which the site never shows as a product. */
  | { kind: 'password-protected' }
  /** The plugin refused the link (401): expired, revoked, or not this post's; it never says which. */
  | { kind: 'refused' };

export interface ProductPage {
  products: Product[];
  /** Pages WordPress reports for this query. */
  totalPages: number;
}
