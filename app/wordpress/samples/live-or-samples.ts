// Where the site shows its built-in samples' categories instead of WordPress's (spec sections 1 and
// 4), for the menu and the build. The sample products are apart (sample-listing.ts): every first
// visit needs the menu, only a page that shows samples needs the products.
// Relative imports: the site builder loads this outside Vite.
import type { Category, CategoryLink } from '../types';
import { SAMPLE_CATEGORIES } from './sample-categories';

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
