import { readEnv } from '@/config/env';
import { catalog } from '@/config/site';
import { indexPermalinks } from '@/features/content/content-urls';

import type { ProductDetail } from '../api/load-product';
import { mapPostDetailWithImage } from '../api/map-post-detail-with-image';
import type { BuildSeed } from '../build-seed';
import { cardFields } from '../model/card-fields';
import { mapCategory } from '../model/map-category';
import type { Category, Product, ProductPage } from '../model/product';
import { findSampleProduct } from '../model/sample-product-details';
import { fetchAllCategories, fetchAllPosts, sampleBuildAllowed, WordPressBuildError } from './fetch-all-posts.server';

export interface BuildCatalog {
  baseUrl: string | null;
  products: Product[];
  categories: Category[];
  /** Last modification day of each live product, for the sitemap. */
  modified: Map<string, string>;
  fetchedAt: number;
}

let catalogPromise: Promise<BuildCatalog> | undefined;

/** What the build knows about WordPress, fetched once per build and shared by every prerendered page. */
export function getBuildCatalog(): Promise<BuildCatalog> {
  catalogPromise ??= loadBuildCatalog();
  return catalogPromise;
}

async function loadBuildCatalog(): Promise<BuildCatalog> {
  const { wordpressBaseUrl: baseUrl } = readEnv();
  const samples: BuildCatalog = { baseUrl, products: [], categories: [], modified: new Map(), fetchedAt: Date.now() };
  if (baseUrl === null) return samples;
  try {
    const [posts, categories] = await Promise.all([fetchAllPosts(baseUrl), fetchAllCategories(baseUrl)]);
    const now = new Date();
    const knownPosts = indexPermalinks(posts);
    const products = await Promise.all(posts.map((post) => mapPostDetailWithImage(baseUrl, post, now, undefined, knownPosts)));
    const modified = new Map(posts.map((post) => [String(post.id), (post.modified ?? post.date ?? '').slice(0, 10)]));
    return {
      baseUrl,
      products,
      categories: categories.map(mapCategory),
      modified,
      fetchedAt: now.getTime(),
    };
  } catch (error) {
    if (error instanceof WordPressBuildError && sampleBuildAllowed(process.env)) {
      console.warn(`${error.message}; building from the sample products (ALLOW_SAMPLE_BUILD).`);
      return samples;
    }
    throw error;
  }
}

/** The home page's first page of products, as the browser would fetch it. */
export async function homeSeed(): Promise<BuildSeed<ProductPage> | null> {
  const { baseUrl, products, fetchedAt } = await getBuildCatalog();
  if (products.length === 0) return null;
  const firstPage: ProductPage = {
    products: products.slice(0, catalog.pageSize).map(cardFields),
    source: 'live',
    totalPages: Math.ceil(products.length / catalog.pageSize),
  };
  return { baseUrl, data: firstPage, fetchedAt };
}

/** The categories for the header and filters of every page. */
export async function categoriesSeed(): Promise<BuildSeed<Category[]> | null> {
  const { baseUrl, categories, fetchedAt } = await getBuildCatalog();
  return baseUrl === null ? null : { baseUrl, data: categories, fetchedAt };
}

/** One product page's data (live post or sample); null when there is none. */
export async function productSeed(id: string): Promise<BuildSeed<ProductDetail> | null> {
  const { baseUrl, products, fetchedAt } = await getBuildCatalog();
  const live = products.find((product) => product.id === id);
  const sample = findSampleProduct(id);
  const detail: ProductDetail | null = live
    ? { product: live, source: 'live', connectionFailed: false }
    : sample
      ? { product: sample, source: 'sample', connectionFailed: false }
      : null;
  return detail === null ? null : { baseUrl, data: detail, fetchedAt };
}
