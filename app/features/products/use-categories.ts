import { useQuery } from '@tanstack/react-query';

import { seededQuery, type BuildSeed } from './build-seed';
import type { Category } from './model/product';
import { SAMPLE_CATEGORIES } from './model/sample-products';
import { categoriesQueryOptions } from './listing-queries';

/**
 * WordPress categories with posts, or the six sample categories when there are none (spec section 4).
 * No request is made without a WordPress address.
 */
export function useCategories(baseUrl: string | null, seed?: BuildSeed<Category[]> | null) {
  const query = useQuery({
    ...categoriesQueryOptions(baseUrl ?? ''),
    ...seededQuery(seed, baseUrl),
    enabled: baseUrl !== null,
  });
  const withPosts = (query.data ?? []).filter((category) => category.count > 0);
  return {
    all: query.data ?? [],
    names: withPosts.length > 0 ? withPosts.map((category) => category.name) : SAMPLE_CATEGORIES,
    isSettled: baseUrl === null || query.isSuccess || query.isError,
    isError: query.isError,
  };
}
