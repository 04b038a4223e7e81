import { hasFailedOnce } from '@/lib/has-failed-once';
import type { BuildSeed } from '@/wordpress/build-seed';
import { categoriesQuery } from '@/wordpress/queries';
import { categoryNames } from '@/wordpress/samples/live-or-samples';
import type { Category } from '@/wordpress/types';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

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

/** The WordPress categories (spec section 4); no request is made without a WordPress. */
export function useCategories(seed?: BuildSeed<Category[]> | null): CategoriesView {
  const hasWordPress = useHasWordPress();
  const query = useWordPressQuery(categoriesQuery, { seed });
  const all = query.data ?? [];
  return {
    all,
    names: categoryNames(all),
    isSettled: !hasWordPress || query.data !== undefined || hasFailedOnce(query),
    failed: query.isError && query.data === undefined,
  };
}
