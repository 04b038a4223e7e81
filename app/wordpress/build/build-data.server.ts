// What the pages' loaders read at build time: the build's store (catalog-store.server.ts), page by
// page. Each page reads the catalog's small entries and only the posts it shows; nothing holds the
// whole catalog's posts.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { readEnv } from '@/config/env';
import { catalog as catalogConstants } from '@/config/site';
import { parsePostContent } from '../content/parse-post-content';
import { indexPermalinks } from '../content/content-urls';
import type { BuildSeed } from '../build-seed';
import { mapCategory } from '../mapping/map-category';
import { mapPageLink, mapSitePage, type SitePage, type SitePageLink } from '../mapping/map-site-page';
import type { Category, CategoryLink, Product, ProductPage } from '../types';
import { productOrSample } from '../samples/sample-product-details';
import { prerenderedCategorySlugs, SAMPLE_CATEGORY_LINKS } from '../samples/live-or-samples';
import type { WordPressSettings } from '../settings';
import {
  CATALOG_FILE,
  readCatalog,
  readPost,
  readSearchEntry,
  writeCatalog,
  writeSearchEntry,
  type CatalogDraft,
  type CatalogEntry,
} from './catalog-store.server';
import { collectCatalog, sampleCatalog } from './collect.server';
import { derivePost, KnownPosts, mapCard, mapProduct, type MappingContext } from './derive.server';
import type { SearchSource } from './search-index.server';

/** The catalog the pages render from, with what every page needs of it mapped once. */
interface RenderCatalog {
  dir: string;
  catalog: CatalogDraft;
  context: MappingContext;
  categories: Category[];
  /** The category pages this build writes (see prerenderedCategorySlugs), in the menu's order. */
  categoryPages: CategoryLink[];
  pageLinks: SitePageLink[];
  byId: Map<string, CatalogEntry>;
  knownPosts: () => ReadonlyMap<string, string>;
}

let source: { dir: string; file: string } | undefined;
let loaded: Promise<RenderCatalog> | undefined;

/** The site builder points the loaders at the catalog it renders (`file` in the store `dir`). */
export function renderFromCatalog(dir: string, file: string): void {
  source = { dir, file };
  loaded = undefined;
}

function renderCatalog(): Promise<RenderCatalog> {
  loaded ??=
    source !== undefined
      ? Promise.resolve(openCatalog(source.dir, source.file))
      : import.meta.env.DEV
        ? developmentCatalog()
        : Promise.resolve(compileCatalog());
  return loaded;
}

/**
 * The compile (`react-router build`) renders the SPA shell through the root loader, and the site
 * builder replaces that page: it reads no WordPress for it (the build's one read is the builder's).
 */
function compileCatalog(): RenderCatalog {
  return renderCatalogOf('', sampleCatalog(null, 0));
}

function openCatalog(dir: string, file: string): RenderCatalog {
  const catalog = readCatalog(dir, file);
  if (catalog === null) throw new Error(`No catalog ${file} in ${dir}: run the build again`);
  return renderCatalogOf(dir, catalog);
}

function renderCatalogOf(dir: string, catalog: CatalogDraft): RenderCatalog {
  const categories = catalog.categories.map(mapCategory);
  const hasProducts = catalog.posts.length > 0;
  const built = new Set(prerenderedCategorySlugs(categories, hasProducts));
  let knownPosts: KnownPosts | undefined;
  return {
    dir,
    catalog,
    context: { now: new Date(catalog.fetchedAt), settings: catalog.settings },
    categories,
    categoryPages: hasProducts
      ? categories.filter((category) => built.has(category.slug)).map(({ name, slug }) => ({ name, slug }))
      : [...SAMPLE_CATEGORY_LINKS],
    pageLinks: catalog.pages.map(mapPageLink),
    byId: new Map(catalog.posts.map((entry) => [String(entry.id), entry])),
    knownPosts: () => (knownPosts ??= new KnownPosts(indexPermalinks(catalog.posts))),
  };
}

/**
 * A development server renders without a build: it reads its WordPress once into a store of its
 * own, the way the site builder does without its workers.
 */
async function developmentCatalog(): Promise<RenderCatalog> {
  const dir = mkdtempSync(join(tmpdir(), 'achados-dev-'));
  const draft = await collectCatalog(dir, readEnv().wordpressBaseUrl, process.env, Date.now);
  const knownPosts = new KnownPosts(indexPermalinks(draft.posts));
  const context = { now: new Date(draft.fetchedAt), settings: draft.settings };
  const posts = draft.posts.map((entry) => {
    const { searchEntry, ...derived } = derivePost(readPost(dir, entry.id), context, knownPosts);
    writeSearchEntry(dir, entry.id, searchEntry);
    return { ...entry, ...derived };
  });
  writeCatalog(dir, { ...draft, posts });
  return openCatalog(dir, CATALOG_FILE);
}

function seed<T>({ catalog }: RenderCatalog, data: T): BuildSeed<T> {
  return { baseUrl: catalog.baseUrl, data, fetchedAt: catalog.fetchedAt };
}

function cards(rendered: RenderCatalog, entries: readonly CatalogEntry[]): Product[] {
  return entries.map((entry) => mapCard(readPost(rendered.dir, entry.id), rendered.context));
}

/** A listing's first page, as the browser would fetch it. */
function firstPage(rendered: RenderCatalog, listed: readonly CatalogEntry[]): ProductPage {
  return {
    products: cards(rendered, listed.slice(0, catalogConstants.pageSize)),
    totalPages: Math.ceil(listed.length / catalogConstants.pageSize),
  };
}

/** The owner's settings the build read, for every page (the browser maps refreshed posts with them). */
export async function settingsSeed(): Promise<BuildSeed<WordPressSettings> | null> {
  const rendered = await renderCatalog();
  return rendered.catalog.baseUrl === null ? null : seed(rendered, rendered.catalog.settings);
}

/** The home page's first page of products, as the browser would fetch it. */
export async function homeSeed(): Promise<BuildSeed<ProductPage> | null> {
  const rendered = await renderCatalog();
  if (rendered.catalog.posts.length === 0) return null;
  return seed(rendered, firstPage(rendered, rendered.catalog.posts));
}

/** 'Mais Lidas' of the home: the most viewed products, when the companion plugin counts them. */
export async function mostReadSeed(): Promise<BuildSeed<Product[] | null> | null> {
  const rendered = await renderCatalog();
  const { baseUrl, mostReadIds } = rendered.catalog;
  if (baseUrl === null) return null;
  const mostRead =
    mostReadIds === null
      ? null
      : cards(
          rendered,
          mostReadIds.flatMap((id) => rendered.byId.get(String(id)) ?? []),
        );
  return seed(rendered, mostRead);
}

/** The categories for the header and filters of every page. */
export async function categoriesSeed(): Promise<BuildSeed<Category[]> | null> {
  const rendered = await renderCatalog();
  return rendered.catalog.baseUrl === null ? null : seed(rendered, rendered.categories);
}

/** Which site pages the WordPress has, for the footer and menu links of every page. */
export async function sitePageLinksSeed(): Promise<BuildSeed<SitePageLink[]> | null> {
  const rendered = await renderCatalog();
  return rendered.catalog.baseUrl === null ? null : seed(rendered, rendered.pageLinks);
}

/** One site page's data; null for a page the WordPress does not have. */
export async function sitePageSeed(slug: string): Promise<BuildSeed<SitePage> | null> {
  const rendered = await renderCatalog();
  const page = rendered.catalog.pages.find((entry) => entry.slug === slug);
  return page ? seed(rendered, mapSitePage(page, parsePostContent)) : null;
}

/**
 * One product page's data: the live product; in a build without live products (an empty WordPress,
 * or ALLOW_SAMPLE_BUILD), the sample with that id, dated so the browser asks WordPress at once.
 */
export async function productSeed(id: string): Promise<BuildSeed<Product> | null> {
  const rendered = await renderCatalog();
  const entry = rendered.byId.get(id);
  if (entry !== undefined) {
    return seed(rendered, mapProduct(readPost(rendered.dir, entry.id), rendered.context, rendered.knownPosts()));
  }
  const sample = rendered.catalog.posts.length === 0 ? productOrSample(id, null) : undefined;
  return sample ? { baseUrl: rendered.catalog.baseUrl, data: sample, fetchedAt: 0 } : null;
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
  const rendered = await renderCatalog();
  const page = rendered.categoryPages.find((entry) => entry.slug === slug);
  if (page === undefined) return null;
  const live = rendered.categories.find((entry) => entry.slug === slug);
  if (live === undefined || rendered.catalog.posts.length === 0) {
    return { category: { ...page, description: '' }, seed: null };
  }
  const listed = rendered.catalog.posts.filter((entry) => entry.categories.includes(live.id));
  return { category: { ...page, description: live.description }, seed: seed(rendered, firstPage(rendered, listed)) };
}

/** What the sitemap lists: every product, site page and category page, with their last modification day. */
export async function sitemapSource(): Promise<{
  products: { id: string; modified: string }[];
  pages: { slug: string; modified: string }[];
  /** The sample categories' pages are written too, but like the sample products never listed. */
  categoryPages: CategoryLink[];
}> {
  const rendered = await renderCatalog();
  const { posts, pages } = rendered.catalog;
  return {
    products: posts.map((entry) => ({ id: String(entry.id), modified: entry.modified })),
    pages: pages.map((page) => ({ slug: page.slug, modified: (page.modified ?? '').slice(0, 10) })),
    categoryPages: posts.length > 0 ? rendered.categoryPages : [],
  };
}

/** What the search files are made from (search-index.server.ts): the catalog's stored entries, in its order. */
export async function searchSource(): Promise<SearchSource> {
  const rendered = await renderCatalog();
  const { baseUrl, fetchedAt, posts } = rendered.catalog;
  return {
    baseUrl,
    builtAt: fetchedAt,
    count: posts.length,
    read: (start, end) => posts.slice(start, end).map((entry) => readSearchEntry(rendered.dir, entry.id)),
  };
}
