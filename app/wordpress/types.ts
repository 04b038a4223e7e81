import type { ContentNode } from './content/content-types';

/** A product recommendation as the site shows it (spec section 3). Never carries WordPress field names. */
export interface Product {
  id: string;
  title: string;
  description: string;
  image: string;
  /** Width-described candidates for `srcset`, when WordPress offers resized copies. */
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
   * Where 'Ver produto' leads: the cheapest offer, else the affiliate link, else the post link; always
   * http(s); null when none is usable.
   */
  affiliateUrl: string | null;
  /** The shops selling the product, cheapest first; absent when WordPress gives no offers. */
  offers?: Offer[];
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
