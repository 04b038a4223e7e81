import { useQuery } from '@tanstack/react-query';

import { catalog } from '@/config/site';
import { useHydrated } from '@/lib/use-hydrated';

import { mostReadQueryOptions } from '@/wordpress/queries/most-read';
import { seededQuery, type BuildSeed } from '@/wordpress/build-seed';
import { nameCategories } from '@/wordpress/mapping/name-categories';
import type { Product } from '@/wordpress/types';
import { useCategories } from './use-categories';

/**
 * 'Mais Lidas': the five most viewed products of the last 30 days when the companion plugin
 * counts them (prerendered from the build, refreshed in the browser); otherwise, and until that is
 * known, the first five of the listing (spec section 2).
 */
export function useMostRead(
  baseUrl: string | null,
  listed: readonly Product[],
  seed?: BuildSeed<Product[] | null> | null,
): Product[] {
  const hydrated = useHydrated();
  const categories = useCategories(baseUrl);
  const query = useQuery({
    ...mostReadQueryOptions(baseUrl ?? ''),
    ...seededQuery(seed, baseUrl),
    enabled: hydrated && baseUrl !== null,
  });
  const ranked = baseUrl === null ? null : query.data;
  if (ranked && ranked.length > 0) return nameCategories(ranked, categories.all).slice(0, catalog.mostReadCount);
  return listed.slice(0, catalog.mostReadCount);
}
