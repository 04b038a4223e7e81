import { readEnv } from '@/config/env';
import { parsePostContent } from '@/wordpress/content/parse-post-content';
import { mapSitePage, type SitePage, type SitePageLink } from '@/wordpress/mapping/map-site-page';
import { catalog } from '@/config/site';
import { indexPermalinks } from '@/wordpress/content/content-urls';

import { mapPostDetailWithImage } from '@/wordpress/queries/map-post-detail-with-image';
import type { BuildSeed } from '@/wordpress/build-seed';
import { cardFields } from '@/wordpress/mapping/card-fields';
import { mapCategory } from '@/wordpress/mapping/map-category';
import type { Category, Product, ProductPage } from '@/wordpress/types';
import { findSampleProduct } from '@/wordpress/samples/sample-product-details';
import { crawlWordPress, sampleBuildAllowed, isWordPressBuildError } from '@/wordpress/build/crawl.server';

interface BuildCatalog {
  baseUrl: string | null;
  products: Product[];
  categories: Category[];
  /** The site's institutional pages the WordPress has. */
  pages: SitePage[];
  /** The most viewed products of the last 30 days, in that order; null without the companion plugin. */
  mostRead: Product[] | null;
  /** Last modification day of each live product (by id) and site page (by `pagina/{slug}`), for the sitemap. */
  modified: Map<string, string>;
  fetchedAt: number;
}

let catalogPromise: Promise<BuildCatalog> | undefined;

/** What the build knows about WordPress, mapped once per build and shared by every prerendered page. */
export function getBuildCatalog(): Promise<BuildCatalog> {
  catalogPromise ??= loadBuildCatalog();
  return catalogPromise;
}

async function loadBuildCatalog(): Promise<BuildCatalog> {
  const { wordpressBaseUrl: baseUrl } = readEnv();
  const samples: BuildCatalog = {
    baseUrl,
    products: [],
    categories: [],
    pages: [],
    mostRead: null,
    modified: new Map(),
    fetchedAt: Date.now(),
  };
  if (baseUrl === null) return samples;
  try {
    const { posts, categories, pages, mostReadIds, fetchedAt } = await crawlWordPress(baseUrl);
    const now = new Date(fetchedAt);
    const knownPosts = indexPermalinks(posts);
    const products = await Promise.all(
      posts.map((post) => mapPostDetailWithImage(baseUrl, post, now, undefined, knownPosts)),
    );
    const modified = new Map(posts.map((post) => [String(post.id), (post.modified ?? post.date ?? '').slice(0, 10)]));
    const mostRead =
      mostReadIds?.flatMap((id) => products.filter((product) => product.id === String(id)).map(cardFields)) ?? null;
    const sitePages = pages.map((page) => mapSitePage(page, parsePostContent));
    for (const page of pages) modified.set(`pagina/${page.slug}`, (page.modified ?? '').slice(0, 10));
    return {
      baseUrl,
      products,
      categories: categories.map(mapCategory),
      pages: sitePages,
      mostRead,
      modified,
      fetchedAt,
    };
  } catch (error) {
    if (isWordPressBuildError(error) && sampleBuildAllowed(process.env)) {
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
    totalPages: Math.ceil(products.length / catalog.pageSize),
  };
  return { baseUrl, data: firstPage, fetchedAt };
}

/** 'Mais Lidas' of the home: the most viewed products, when the companion plugin counts them. */
export async function mostReadSeed(): Promise<BuildSeed<Product[] | null> | null> {
  const { baseUrl, mostRead, fetchedAt } = await getBuildCatalog();
  return baseUrl === null ? null : { baseUrl, data: mostRead, fetchedAt };
}

/** The categories for the header and filters of every page. */
export async function categoriesSeed(): Promise<BuildSeed<Category[]> | null> {
  const { baseUrl, categories, fetchedAt } = await getBuildCatalog();
  return baseUrl === null ? null : { baseUrl, data: categories, fetchedAt };
}

/** Which site pages the WordPress has, for the footer and menu links of every page. */
export async function sitePageLinksSeed(): Promise<BuildSeed<SitePageLink[]> | null> {
  const { baseUrl, pages, fetchedAt } = await getBuildCatalog();
  return baseUrl === null ? null : { baseUrl, data: pages.map(({ slug, title }) => ({ slug, title })), fetchedAt };
}

/** One site page's data; null for a page the WordPress does not have. */
export async function sitePageSeed(slug: string): Promise<BuildSeed<SitePage> | null> {
  const { baseUrl, pages, fetchedAt } = await getBuildCatalog();
  const page = pages.find((entry) => entry.slug === slug);
  return page ? { baseUrl, data: page, fetchedAt } : null;
}

/**
 * One product page's data: the live product; in a build without live products (an empty WordPress,
 * or ALLOW_SAMPLE_BUILD), the sample with that id, dated so the browser asks WordPress at once.
 */
export async function productSeed(id: string): Promise<BuildSeed<Product> | null> {
  const { baseUrl, products, fetchedAt } = await getBuildCatalog();
  const live = products.find((product) => product.id === id);
  if (live) return { baseUrl, data: live, fetchedAt };
  const sample = products.length === 0 ? findSampleProduct(id) : undefined;
  return sample ? { baseUrl, data: sample, fetchedAt: 0 } : null;
}
