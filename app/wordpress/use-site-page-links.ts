import { sitePagePath } from '@/config/paths';
import { SITE_PAGES, type SitePageHref } from '@/config/site';
import type { BuildSeed } from './build-seed';
import type { SitePageLink } from './mapping/map-site-page';
import { sitePageListQuery } from './queries';
import { useWordPressQuery } from './use-wordpress-query';
import { useHasWordPress } from './wordpress-context';

/**
 * The links to the site's institutional pages: to /pagina/{slug} for the pages the WordPress has,
 * none for those it lacks (or while that is not known), and the spec's '#' without a WordPress.
 */
export function useSitePageLinks(seed?: BuildSeed<SitePageLink[]> | null): SitePageHref {
  const hasWordPress = useHasWordPress();
  const query = useWordPressQuery(sitePageListQuery, { seed });
  if (!hasWordPress) return () => '#';
  const available = new Set((query.data ?? []).map((page) => page.slug));
  return (key) => {
    const { slug } = SITE_PAGES[key];
    return available.has(slug) ? sitePagePath(slug) : null;
  };
}
