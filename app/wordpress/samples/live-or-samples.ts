// Where the site shows its built-in samples instead of WordPress's content (spec sections 1 and 4),
// for the menu and the build (the listing's rules are in features/products/decide-listing.ts); the
// product page's rule stands beside the samples' texts (productOrSample in
// sample-product-details.ts), which the home never downloads.
// Relative imports: react-router.config.ts loads this outside Vite.
import { inCategory } from '../mapping/name-categories';
import type { Category, CategoryLink, Product } from '../types';
import { SAMPLE_CATEGORIES, SAMPLE_PRODUCTS } from './sample-products';

/** The samples of a category (every sample for 'Todos'): the listing's when it shows them (features/products/decide-listing.ts). */
export function sampleProductsIn(category: string): Product[] {
  return inCategory(SAMPLE_PRODUCTS, category);
}

/**
 * The sample categories as category pages, slugs as WordPress makes them from the names ('Saúde e
 * Cuidados Pessoais' is 'saude-e-cuidados-pessoais'; a test keeps them equal to lib/slugify's), with
 * the samples' own normalising, so the home's first visit carries no slug code.
 */
export const SAMPLE_CATEGORY_LINKS: readonly CategoryLink[] = SAMPLE_CATEGORIES.map((name) => ({
  name,
  slug: name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/ /g, '-'),
}));

/** The categories menu: WordPress's categories that have posts, else the six sample categories. */
export function categoryNames(categories: readonly Category[]): string[] {
  return categoryLinks(categories).map((category) => category.name);
}

/**
 * The category pages the menu links to, by the same rule: WordPress's categories that have posts
 * (their WordPress slug), else the six sample categories (slug made from the name: 'tecnologia',
 * 'saude-e-cuidados-pessoais'...).
 */
export function categoryLinks(categories: readonly Category[]): CategoryLink[] {
  const withPosts = categories.filter((category) => category.hasPosts);
  if (withPosts.length > 0) return withPosts;
  return [...SAMPLE_CATEGORY_LINKS];
}

/**
 * The category pages a build writes: one per WordPress category with posts when the build has live
 * posts, else the sample categories' (as the product pages: live, or the samples').
 */
export function prerenderedCategorySlugs(
  categories: readonly { slug: string; hasPosts: boolean }[],
  hasPosts: boolean,
): string[] {
  if (!hasPosts) return SAMPLE_CATEGORY_LINKS.map((category) => category.slug);
  return categories.filter((category) => category.hasPosts && category.slug !== '').map((category) => category.slug);
}

/** The product pages a build writes: one per published post, or the samples' when there is none. */
export function prerenderedProductIds(postIds: readonly string[]): string[] {
  return postIds.length > 0 ? [...postIds] : SAMPLE_PRODUCTS.map((product) => product.id);
}

/** Titles for the home's metadata when no product list is known yet. */
export const SAMPLE_LISTING: readonly Product[] = SAMPLE_PRODUCTS;
