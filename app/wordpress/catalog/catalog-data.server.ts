// What the pages' loaders read at build time: the builder's catalog (catalog-source.server.ts), page
// by page. Each page reads the catalog's small entries and only the posts it shows; nothing holds the
// whole catalog's posts.
import type { RouterContextProvider } from 'react-router';

import { catalog as catalogConstants } from '../../config/site';
import type { BuildSeed } from '../build-seed';
import { parsePostContent } from '../content/parse-post-content';
import { mapCategory } from '../mapping/map-category';
import { mapPageLink, mapSitePage, type SitePage, type SitePageLink } from '../mapping/map-site-page';
import { prerenderedCategorySlugs, SAMPLE_CATEGORY_LINKS } from '../samples/live-or-samples';
import { productOrSample } from '../samples/sample-product-details';
import type { WordPressSettings } from '../settings';
import type { Category, CategoryLink, Product, ProductPage } from '../types';
import type { CatalogEntry } from './catalog';
import { catalogSourceOf, type CatalogSource } from './catalog-source.server';
import { knownPostsOf, mapCard, mapProduct, type KnownPosts, type MappingContext } from './derive.server';
import type { SearchSource } from './search-index.server';

/** What a category page shows before its list: its name (the listing's filter), slug and description. */
export interface CategoryPageData extends CategoryLink {
  description: string;
}

/** The pages' data of one catalog, with what every page needs of it mapped once. */
class CatalogData {
  readonly #source: CatalogSource;
  readonly #context: MappingContext;
  readonly #categories: Category[];
  /** The category pages this build writes (see prerenderedCategorySlugs), in the menu's order. */
  readonly #categoryPages: CategoryLink[];
  readonly #pageLinks: SitePageLink[];
  readonly #byId: Map<string, CatalogEntry>;
  #knownPosts: KnownPosts | undefined;

  constructor(source: CatalogSource) {
    const { catalog } = source;
    this.#source = source;
    this.#context = { now: new Date(catalog.fetchedAt), settings: catalog.settings, pictures: source.picture };
    this.#categories = catalog.categories.map(mapCategory);
    const hasProducts = catalog.posts.length > 0;
    const built = new Set(prerenderedCategorySlugs(this.#categories, hasProducts));
    this.#categoryPages = hasProducts
      ? this.#categories.filter((category) => built.has(category.slug)).map(({ name, slug }) => ({ name, slug }))
      : [...SAMPLE_CATEGORY_LINKS];
    this.#pageLinks = catalog.pages.map(mapPageLink);
    this.#byId = new Map(catalog.posts.map((entry) => [String(entry.id), entry]));
  }

  #seed<T>(data: T): BuildSeed<T> {
    const { baseUrl, fetchedAt } = this.#source.catalog;
    return { baseUrl, data, fetchedAt };
  }

  #cards(entries: readonly CatalogEntry[]): Product[] {
    return entries.map((entry) => mapCard(this.#source.post(entry.id), this.#context));
  }

  /** A listing's first page, as the browser would fetch it. */
  #firstPage(listed: readonly CatalogEntry[]): ProductPage {
    return {
      products: this.#cards(listed.slice(0, catalogConstants.pageSize)),
      totalPages: Math.ceil(listed.length / catalogConstants.pageSize),
    };
  }

  get #read(): boolean {
    return this.#source.catalog.baseUrl !== null;
  }

  /** The owner's settings the build read, for every page (the browser maps refreshed posts with them). */
  settingsSeed(): BuildSeed<WordPressSettings> | null {
    return this.#read ? this.#seed(this.#source.catalog.settings) : null;
  }

  /** The home page's first page of products, as the browser would fetch it. */
  homeSeed(): BuildSeed<ProductPage> | null {
    const { posts } = this.#source.catalog;
    return posts.length === 0 ? null : this.#seed(this.#firstPage(posts));
  }

  /** 'Mais Lidas' of the home: the most viewed products, when the companion plugin counts them. */
  mostReadSeed(): BuildSeed<Product[] | null> | null {
    if (!this.#read) return null;
    const { mostReadIds } = this.#source.catalog;
    return this.#seed(
      mostReadIds === null ? null : this.#cards(mostReadIds.flatMap((id) => this.#byId.get(String(id)) ?? [])),
    );
  }

  /** The categories for the header and filters of every page. */
  categoriesSeed(): BuildSeed<Category[]> | null {
    return this.#read ? this.#seed(this.#categories) : null;
  }

  /** Which site pages the WordPress has, for the footer and menu links of every page. */
  sitePageLinksSeed(): BuildSeed<SitePageLink[]> | null {
    return this.#read ? this.#seed(this.#pageLinks) : null;
  }

  /** One site page's data; null for a page the WordPress does not have. */
  sitePageSeed(slug: string): BuildSeed<SitePage> | null {
    const page = this.#source.catalog.pages.find((entry) => entry.slug === slug);
    return page ? this.#seed(mapSitePage(page, parsePostContent)) : null;
  }

  /**
   * One product page's data: the live product; in a build without live products (an empty WordPress,
   * or ALLOW_SAMPLE_BUILD), the sample with that id, dated so the browser asks WordPress at once.
   */
  productSeed(id: string): BuildSeed<Product> | null {
    const entry = this.#byId.get(id);
    if (entry !== undefined) {
      this.#knownPosts ??= knownPostsOf(this.#source.catalog.posts);
      return this.#seed(mapProduct(this.#source.post(entry.id), this.#context, this.#knownPosts));
    }
    const sample = this.#source.catalog.posts.length === 0 ? productOrSample(id, null) : undefined;
    return sample ? { baseUrl: this.#source.catalog.baseUrl, data: sample, fetchedAt: 0 } : null;
  }

  /**
   * One category page's data: the category and the first page of its products, as the browser would
   * fetch them (`categories={id}`); a sample category has no seed (the listing filters the samples).
   * Null for a category this build does not write a page for.
   */
  categorySeed(slug: string): { category: CategoryPageData; seed: BuildSeed<ProductPage> | null } | null {
    const page = this.#categoryPages.find((entry) => entry.slug === slug);
    if (page === undefined) return null;
    const live = this.#categories.find((entry) => entry.slug === slug);
    const { posts } = this.#source.catalog;
    if (live === undefined || posts.length === 0) return { category: { ...page, description: '' }, seed: null };
    const listed = posts.filter((entry) => entry.categories.includes(live.id));
    return { category: { ...page, description: live.description }, seed: this.#seed(this.#firstPage(listed)) };
  }

  /** What the sitemap lists: every product, site page and category page, with their last modification day. */
  sitemapSource(): {
    products: { id: string; modified: string }[];
    pages: { slug: string; modified: string }[];
    /** The sample categories' pages are written too, but like the sample products never listed. */
    categoryPages: CategoryLink[];
  } {
    const { posts, pages } = this.#source.catalog;
    return {
      products: posts.map((entry) => ({ id: String(entry.id), modified: entry.modified })),
      pages: pages.map((page) => ({ slug: page.slug, modified: (page.modified ?? '').slice(0, 10) })),
      categoryPages: posts.length > 0 ? this.#categoryPages : [],
    };
  }

  /** What the search files are made from (search-index.server.ts): the catalog's stored entries, in its order. */
  searchSource(): SearchSource {
    const { baseUrl, fetchedAt, posts } = this.#source.catalog;
    return {
      baseUrl,
      builtAt: fetchedAt,
      count: posts.length,
      read: (start, end) => posts.slice(start, end).map((entry) => this.#source.searchEntry(entry.id)),
    };
  }
}

/** Mapped once per catalog: the builder renders every page of a thread from the same one. */
const mapped = new WeakMap<CatalogSource, CatalogData>();

/** The data of the catalog a page is rendered from. */
export function catalogData(context: Readonly<RouterContextProvider>): CatalogData {
  const source = catalogSourceOf(context);
  let data = mapped.get(source);
  if (data === undefined) {
    data = new CatalogData(source);
    mapped.set(source, data);
  }
  return data;
}
