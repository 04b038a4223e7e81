import { readEnv } from '@/config/env';
import { parsePostContent } from '../content/parse-post-content';
import { mapSitePage, type SitePage, type SitePageLink } from '../mapping/map-site-page';
import { catalog } from '@/config/site';
import { indexPermalinks } from '../content/content-urls';

import { mapPostDetailWithImage } from '../fetch/map-post-detail-with-image';
import type { BuildSeed } from '../build-seed';
import { cardFields } from '../mapping/card-fields';
import { mapCategory } from '../mapping/map-category';
import type { Category, CategoryLink, Product, ProductPage } from '../types';
import { productOrSample } from '../samples/sample-product-details';
import { prerenderedCategorySlugs, SAMPLE_CATEGORY_LINKS } from '../samples/live-or-samples';
import { DEFAULT_SETTINGS, type WordPressSettings } from '../settings';
import { readSnapshot, takeSnapshot, type BuildSnapshot } from './snapshot.server';

interface BuildCatalog {
  baseUrl: string | null;
  products: Product[];
  categories: Category[];
  /** The WordPress category ids of each live product (by id): a category page lists the posts it holds. */
  productCategories: Map<string, readonly number[]>;
  /** The category pages this build writes (see prerenderedCategorySlugs), in the menu's order. */
  categoryPages: CategoryLink[];
  /** The site's institutional pages the WordPress has. */
  pages: SitePage[];
  /** The most viewed products of the last 30 days, in that order; null without the companion plugin. */
  mostRead: Product[] | null;
  /** Last modification day of each live product (by id) and site page (by `pagina/{slug}`), for the sitemap. */
  modified: Map<string, string>;
  settings: WordPressSettings;
  fetchedAt: number;
}

let catalogPromise: Promise<BuildCatalog> | undefined;

/** What the build knows about WordPress, mapped once per build and shared by every prerendered page. */
export function getBuildCatalog(): Promise<BuildCatalog> {
  catalogPromise ??= loadBuildCatalog();
  return catalogPromise;
}

/**
 * The build's snapshot (taken by react-router.config.ts); a development server, which lists no
 * pages to prerender, takes its own.
 */
async function loadSnapshot(): Promise<BuildSnapshot> {
  const taken = import.meta.env.DEV ? null : readSnapshot();
  return taken ?? takeSnapshot(readEnv().wordpressBaseUrl, process.env);
}

async function loadBuildCatalog(): Promise<BuildCatalog> {
  const { baseUrl, crawl, takenAt } = await loadSnapshot();
  if (baseUrl === null || crawl === null) {
    return {
      baseUrl,
      products: [],
      categories: [],
      productCategories: new Map(),
      categoryPages: [...SAMPLE_CATEGORY_LINKS],
      pages: [],
      mostRead: null,
      modified: new Map(),
      settings: DEFAULT_SETTINGS,
      fetchedAt: takenAt,
    };
  }
  const { posts, categories, pages, mostReadIds, settings, fetchedAt } = crawl;
  const now = new Date(fetchedAt);
  const knownPosts = indexPermalinks(posts);
  const wordpress = { baseUrl, ...settings };
  const products = await Promise.all(
    posts.map((post) => mapPostDetailWithImage(wordpress, post, now, undefined, knownPosts)),
  );
  const modified = new Map(posts.map((post) => [String(post.id), (post.modified ?? post.date ?? '').slice(0, 10)]));
  const mostRead =
    mostReadIds?.flatMap((id) => products.filter((product) => product.id === String(id)).map(cardFields)) ?? null;
  const sitePages = pages.map((page) => mapSitePage(page, parsePostContent));
  for (const page of pages) modified.set(`pagina/${page.slug}`, (page.modified ?? '').slice(0, 10));
  const mappedCategories = categories.map(mapCategory);
  const built = new Set(prerenderedCategorySlugs(mappedCategories, products.length > 0));
  const categoryPages =
    products.length > 0
      ? mappedCategories.filter((category) => built.has(category.slug)).map(({ name, slug }) => ({ name, slug }))
      : [...SAMPLE_CATEGORY_LINKS];
  return {
    baseUrl,
    products,
    categories: mappedCategories,
    productCategories: new Map(posts.map((post) => [String(post.id), post.categories])),
    categoryPages,
    pages: sitePages,
    mostRead,
    modified,
    settings,
    fetchedAt,
  };
}

/** The owner's settings the build read, for every page (the browser maps refreshed posts with them). */
export async function settingsSeed(): Promise<BuildSeed<WordPressSettings> | null> {
  const { baseUrl, settings, fetchedAt } = await getBuildCatalog();
  return baseUrl === null ? null : { baseUrl, data: settings, fetchedAt };
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
  const sample = products.length === 0 ? productOrSample(id, null) : undefined;
  return sample ? { baseUrl, data: sample, fetchedAt: 0 } : null;
}

/** What a category page shows before its list: its name (the listing's filter), slug and description. */
export interface CategoryPageData extends CategoryLink {
  description: string;
}

/**
 * One category page's data: the category and the first page of its products, as the browser would
 * fetch them (`categories={id}`); a sample category has no seed (the listing filters the samples).
 * Null for a category this build does not write a page for.
 */
export async function categorySeed(
  slug: string,
): Promise<{ category: CategoryPageData; seed: BuildSeed<ProductPage> | null } | null> {
  const { baseUrl, products, categories, productCategories, categoryPages, fetchedAt } = await getBuildCatalog();
  const page = categoryPages.find((entry) => entry.slug === slug);
  if (page === undefined) return null;
  const live = categories.find((entry) => entry.slug === slug);
  if (live === undefined || products.length === 0) return { category: { ...page, description: '' }, seed: null };
  const listed = products.filter((product) => productCategories.get(product.id)?.includes(live.id));
  const firstPage: ProductPage = {
    products: listed.slice(0, catalog.pageSize).map(cardFields),
    totalPages: Math.ceil(listed.length / catalog.pageSize),
  };
  return { category: { ...page, description: live.description }, seed: { baseUrl, data: firstPage, fetchedAt } };
}
