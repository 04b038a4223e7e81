import { sitePagePath, SITE_PAGE_SLUGS } from '../../config/site';
import { SEARCH_ENGINE_PATH, SEARCH_INDEX_PATH } from '../search/search-files';

// The build's paths that do not depend on which posts and categories WordPress has. Read by the
// site builder (tools/site-build/update-plan.ts) and by the development server's prerender
// (react-router.config.ts).

/** The files that list every product: written again whenever a product changes. */
export const CATALOG_FILES: readonly string[] = ['/sitemap.xml', SEARCH_INDEX_PATH, SEARCH_ENGINE_PATH];

/** Every path the build writes whatever the catalog (the product and category pages come on top). */
export const FIXED_PATHS: readonly string[] = ['/', '/robots.txt', ...CATALOG_FILES, ...SITE_PAGE_SLUGS.map(sitePagePath)];
