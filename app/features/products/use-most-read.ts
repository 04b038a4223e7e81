import { catalog } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';
import type { BuildSeed } from '@/wordpress/build-seed';
import { nameCategories } from '@/wordpress/mapping/name-categories';
import { mostReadQuery } from '@/wordpress/queries';
import type { Product } from '@/wordpress/types';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';

import { useCategories } from './use-categories';

/**
 * 'Mais Lidas': the five most viewed products of the last 30 days when the companion plugin
 * counts them (prerendered from the build, refreshed in the browser); otherwise, and until that is
 * known, the first five of the listing (spec section 2).
 */
export function useMostRead(listed: readonly Product[], seed?: BuildSeed<Product[] | null> | null): Product[] {
  const hydrated = useHydrated();
  const categories = useCategories();
  const query = useWordPressQuery(mostReadQuery, { seed, enabled: hydrated });
  const ranked = query.data;
  if (ranked && ranked.length > 0) return nameCategories(ranked, categories.all).slice(0, catalog.mostReadCount);
  return listed.slice(0, catalog.mostReadCount);
}
