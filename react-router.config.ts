import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';

import { SITE_PAGE_SLUGS } from './app/config/site';
import { SAMPLE_PRODUCTS } from './app/features/products/model/sample-products';
import {
  crawlWordPress,
  sampleBuildAllowed,
  isWordPressBuildError,
} from './app/features/products/prerender/crawl-wordpress.server';
import { normalizeWordPressUrl } from './app/lib/wordpress-url';

const SAMPLE_IDS = SAMPLE_PRODUCTS.map((product) => product.id);
/**
 * Every site page the footer may link to is prerendered: the WordPress's page, or a 'noindex' 404
 * page when it has none (the footer then shows no link to it).
 */
const SITE_PAGE_PATHS = SITE_PAGE_SLUGS.map((slug) => `/pagina/${slug}`);

function buildEnv(): Record<string, string | undefined> {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  return { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
}

/**
 * Pages to prerender besides the home: every public post of the configured WordPress (or the
 * samples). The crawl is shared with the pages' loaders (one crawl per build).
 */
async function productPaths(env: Record<string, string | undefined>): Promise<string[]> {
  const configured = env.VITE_WORDPRESS_URL?.trim();
  const baseUrl = configured ? normalizeWordPressUrl(configured) : null;
  if (baseUrl === null) return SAMPLE_IDS.map((id) => `/product/${id}`);
  try {
    // The site pages are all in SITE_PAGE_PATHS already (React Router would render a repeated path twice).
    const { posts } = await crawlWordPress(baseUrl);
    return (posts.length > 0 ? posts.map((post) => String(post.id)) : SAMPLE_IDS).map((id) => `/product/${id}`);
  } catch (error) {
    if (isWordPressBuildError(error) && sampleBuildAllowed(env)) return SAMPLE_IDS.map((id) => `/product/${id}`);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Cannot build: the WordPress configured in VITE_WORDPRESS_URL (${baseUrl}) cannot feed the build.\n${reason}\n` +
        'Fix the address, or set ALLOW_SAMPLE_BUILD=1 to build from the sample products.',
    );
  }
}

export default {
  appDirectory: 'app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No runtime server: every page is written at build time, others use the SPA fallback page.
  ssr: false,
  async prerender() {
    return ['/', '/robots.txt', '/sitemap.xml', ...SITE_PAGE_PATHS, ...(await productPaths(buildEnv()))];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
