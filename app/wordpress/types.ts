import type { ContentNode } from './content/content-types';

/** A product recommendation as the site shows it (spec section 3). Never carries WordPress field names. */
export interface Product {
  id: string;
  title: string;
  description: string;
  image: string;
  /** Width-described candidates for `srcset`, when WordPress offers resized copies. */
  imageSrcSet?: string;
  category: string;
  /**
   * WordPress id of the category, when the name still has to be looked up: listings do not embed
   * terms, so their names come from the categories call (see nameCategories).
   */
  categoryId?: number;
  price: string;
  /** Outbound link, always http(s); null when neither the affiliate link nor the post link is usable. */
  affiliateUrl: string | null;
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
   * When WordPress last changed the post, as it says it: a refresh asks for this alone first and
   * keeps the product it has when it is the same (see fetch/post-versions.ts).
   */
  modifiedAt?: string;
}

export interface Category {
  id: number;
  name: string;
  /** WordPress's slug: the category page is `/categoria/{slug}`. */
  slug: string;
  /** The owner's description of the category in WordPress, plain text; often empty. */
  description: string;
  count: number;
}

/** A category page of the site: its name (the listing's filter) and its address part. */
export interface CategoryLink {
  name: string;
  slug: string;
}

export interface ProductPage {
  products: Product[];
  /** Pages WordPress reports for this query. */
  totalPages: number;
}
