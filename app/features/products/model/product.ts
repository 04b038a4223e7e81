import type { ContentNode } from '@/features/content/content-types';

/** A product recommendation as the site shows it (spec section 3). Never carries WordPress field names. */
export interface Product {
  id: string;
  title: string;
  description: string;
  image: string;
  /** Width-described candidates for `srcset`, when WordPress offers resized copies. */
  imageSrcSet?: string;
  category: string;
  price: string;
  /** Outbound link, always http(s); null when neither the affiliate link nor the post link is usable. */
  affiliateUrl: string | null;
  isNew: boolean;
  /** The post's content as structure; only on the product page (see mapPostToProductDetail). */
  content?: ContentNode[];
  readTime?: string;
  publishedAt?: string;
}

export interface Category {
  id: number;
  name: string;
  count: number;
}

export type ProductSource = 'live' | 'sample';

export interface ProductPage {
  products: Product[];
  source: ProductSource;
  /** Pages WordPress reports for this query; 1 for samples. */
  totalPages: number;
}
