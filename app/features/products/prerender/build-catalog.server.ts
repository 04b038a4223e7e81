import { dehydrate, type DehydratedState } from '@tanstack/react-query';

import { readEnv } from '@/config/env';
import { catalog } from '@/config/site';
import { createQueryClient } from '@/lib/query-client';

import type { ProductDetail } from '../api/load-product';
import { mapPostWithImage } from '../api/map-post-with-image';
import { productDetailQueryOptions } from '../detail-query';
import { categoriesQueryOptions, productListQueryOptions } from '../listing-queries';
import { mapCategory } from '../model/map-category';
import type { Category, Product, ProductPage } from '../model/product';
import { SAMPLE_PRODUCTS } from '../model/sample-products';
import { findSampleProduct } from '../model/sample-product-details';
import { fetchAllCategories, fetchAllPosts, WordPressBuildError } from './fetch-all-posts.server';

export interface BuildCatalog {
  baseUrl: string | null;
  products: Product[];
  categories: Category[];
  /** Last modification day of each live product, for the sitemap. */
  modified: Map<string, string>;
}

let catalogPromise: Promise<BuildCatalog> | undefined;

/** What the build knows about WordPress, fetched once per build and shared by every prerendered page. */
export function getBuildCatalog(): Promise<BuildCatalog> {
  catalogPromise ??= loadBuildCatalog();
  return catalogPromise;
}

export function sampleBuildAllowed(): boolean {
  return process.env.ALLOW_SAMPLE_BUILD === '1' || process.env.ALLOW_SAMPLE_BUILD === 'true';
}

async function loadBuildCatalog(): Promise<BuildCatalog> {
  const { wordpressBaseUrl: baseUrl } = readEnv();
  const samples: BuildCatalog = { baseUrl, products: [], categories: [], modified: new Map() };
  if (baseUrl === null) return samples;
  try {
    const [posts, categories] = await Promise.all([fetchAllPosts(baseUrl), fetchAllCategories(baseUrl)]);
    const now = new Date();
    const products = await Promise.all(posts.map((post) => mapPostWithImage(baseUrl, post, now)));
    const modified = new Map(posts.map((post) => [String(post.id), (post.modified ?? post.date ?? '').slice(0, 10)]));
    return {
      baseUrl,
      products,
      categories: categories.map(mapCategory),
      modified,
    };
  } catch (error) {
    if (error instanceof WordPressBuildError && sampleBuildAllowed()) {
      console.warn(`${error.message}; building from the sample products (ALLOW_SAMPLE_BUILD).`);
      return samples;
    }
    throw error;
  }
}

/** Ids of the product pages to prerender: every live post, or the samples. */
export async function productIdsToPrerender(): Promise<string[]> {
  const { products } = await getBuildCatalog();
  return (products.length > 0 ? products : SAMPLE_PRODUCTS).map((product) => product.id);
}

/** The home page's first query results, as the browser would fetch them, ready to hydrate. */
export async function homeState(): Promise<DehydratedState | undefined> {
  const { baseUrl, products, categories } = await getBuildCatalog();
  if (baseUrl === null || products.length === 0) return undefined;
  const client = createQueryClient();
  const firstPage: ProductPage = {
    products: products.slice(0, catalog.pageSize),
    source: 'live',
    totalPages: Math.ceil(products.length / catalog.pageSize),
  };
  client.setQueryData(productListQueryOptions(baseUrl, { search: '' }).queryKey, {
    pages: [firstPage],
    pageParams: [1],
  });
  client.setQueryData(categoriesQueryOptions(baseUrl).queryKey, categories);
  return dehydrate(client);
}

/** One product page's data (live post or sample), ready to hydrate; null when there is none. */
export async function productState(id: string): Promise<{ detail: ProductDetail | null; state?: DehydratedState }> {
  const { baseUrl, products, categories } = await getBuildCatalog();
  const live = products.find((product) => product.id === id);
  const sample = findSampleProduct(id);
  const detail: ProductDetail | null = live
    ? { product: live, source: 'live', connectionFailed: false }
    : sample
      ? { product: sample, source: 'sample', connectionFailed: false }
      : null;
  if (detail === null) return { detail };
  const client = createQueryClient();
  client.setQueryData(productDetailQueryOptions(baseUrl, id).queryKey, detail);
  if (baseUrl !== null) client.setQueryData(categoriesQueryOptions(baseUrl).queryKey, categories);
  return { detail, state: dehydrate(client) };
}
