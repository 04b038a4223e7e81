import { useQuery } from '@tanstack/react-query';

import { SITE_PAGES, type SitePageKey } from '@/config/site';
import { seededQuery, type BuildSeed } from '@/wordpress/build-seed';

import { sitePageListQueryOptions } from '@/wordpress/queries/site-page-list';
import type { SitePageLink } from '@/wordpress/mapping/map-site-page';

/** Where a site page link leads: its page, '#' (no WordPress: the spec's placeholder), or nowhere. */
export type SitePageHref = (key: SitePageKey) => string | null;

/**
 * The links to the site's institutional pages: to /pagina/{slug} for the pages the WordPress has,
 * none for those it lacks (or while that is not known), and the spec's '#' without a WordPress.
 */
export function useSitePageLinks(baseUrl: string | null, seed?: BuildSeed<SitePageLink[]> | null): SitePageHref {
  const query = useQuery({
    ...sitePageListQueryOptions(baseUrl ?? ''),
    ...seededQuery(seed, baseUrl),
    enabled: baseUrl !== null,
  });
  if (baseUrl === null) return () => '#';
  const available = new Set((query.data ?? []).map((page) => page.slug));
  return (key) => {
    const { slug } = SITE_PAGES[key];
    return available.has(slug) ? `/pagina/${slug}` : null;
  };
}
