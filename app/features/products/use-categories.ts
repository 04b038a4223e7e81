import { hasFailedOnce } from '@/lib/has-failed-once';
import type { BuildSeed } from '@/wordpress/build-seed';
import { categoriesQuery } from '@/wordpress/queries';
import { categoryLinks } from '@/wordpress/samples/live-or-samples';
import type { Category, CategoryLink } from '@/wordpress/types';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

export interface CategoriesView {
  /** Every live category known, empty when none is (yet). */
  all: Category[];
  /** The names the Categorias menu lists. */
  names: string[];
  /** The same categories with their pages' slugs (the menu's and the badges' links). */
  links: CategoryLink[];
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
  const links = categoryLinks(all);
  return {
    all,
    names: links.map((link) => link.name),
    links,
    isSettled: !hasWordPress || query.data !== undefined || hasFailedOnce(query),
    failed: query.isError && query.data === undefined,
  };
}
