import { useQuery } from '@tanstack/react-query';

import { categoriesQueryOptions } from '@/wordpress/queries/categories';
import { seededQuery, type BuildSeed } from '@/wordpress/build-seed';
import type { Category } from '@/wordpress/types';
import { SAMPLE_CATEGORIES } from '@/wordpress/samples/sample-products';
import { hasFailedOnce } from '@/lib/has-failed-once';

export interface CategoriesView {
  /** Every live category known, empty when none is (yet). */
  all: Category[];
  /** The names the Categorias menu lists. */
  names: string[];
  /** The list is known, or there is none to wait for (no WordPress, or its first attempt failed). */
  isSettled: boolean;
  /** Failed for good: the retries are spent and no list is known. */
  failed: boolean;
}

/**
 * WordPress categories with posts, or the six sample categories when there are none (spec section 4).
 * No request is made without a WordPress address.
 */
export function useCategories(baseUrl: string | null, seed?: BuildSeed<Category[]> | null): CategoriesView {
  const query = useQuery({
    ...categoriesQueryOptions(baseUrl ?? ''),
    ...seededQuery(seed, baseUrl),
    enabled: baseUrl !== null,
  });
  const all = query.data ?? [];
  const withPosts = all.filter((category) => category.count > 0);
  return {
    all,
    names: withPosts.length > 0 ? withPosts.map((category) => category.name) : [...SAMPLE_CATEGORIES],
    isSettled: baseUrl === null || query.data !== undefined || hasFailedOnce(query),
    failed: query.isError && query.data === undefined,
  };
}
