import type { Config } from '@react-router/dev/config';
import { loadEnv } from 'vite';

import { readEnv } from './app/config/env';
import { SITE_PAGE_SLUGS } from './app/config/site';
import { takeSnapshot } from './app/wordpress/build/snapshot.server';
import { prerenderedCategorySlugs, prerenderedProductIds } from './app/wordpress/samples/live-or-samples';

/**
 * Every site page the footer may link to is prerendered: the WordPress's page, or a 'noindex' 404
 * page when it has none (the footer then shows no link to it).
 */
const SITE_PAGE_PATHS = SITE_PAGE_SLUGS.map((slug) => `/pagina/${slug}`);

/** The build's environment, as Vite gives it to the app (`.env` files, then the process's own). */
function buildEnv(): Record<string, string | undefined> {
  const mode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  return { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
}

/**
 * Pages to prerender besides the home: every public post of the configured WordPress and every
 * category with posts (or the samples'). The snapshot taken here is what the pages' loaders read:
 * one crawl per build.
 */
async function wordpressPaths(): Promise<string[]> {
  const env = buildEnv();
  const { crawl } = await takeSnapshot(readEnv(env).wordpressBaseUrl, env);
  const postIds = crawl?.posts.map((post) => String(post.id)) ?? [];
  return [
    ...prerenderedProductIds(postIds).map((id) => `/product/${id}`),
    ...prerenderedCategorySlugs(crawl?.categories ?? [], postIds.length > 0).map((slug) => `/categoria/${slug}`),
  ];
}

export default {
  appDirectory: 'app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No runtime server: every page is written at build time, others use the SPA fallback page.
  ssr: false,
  async prerender() {
    // The site pages are all in SITE_PAGE_PATHS already (React Router would render a repeated path twice).
    return [
      '/',
      '/robots.txt',
      '/sitemap.xml',
      '/search-index.json',
      '/search-engine.json',
      ...SITE_PAGE_PATHS,
      ...(await wordpressPaths()),
    ];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
