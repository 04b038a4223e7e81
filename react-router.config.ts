import type { Config } from '@react-router/dev/config';

import { categoryPath, fixedPaths, productPath } from './app/config/paths';

/**
 * What React Router itself prerenders: nothing in a production build. `npm run build` compiles
 * with `react-router build`, then the site builder (site-builder/) renders every page in a
 * process of its own, with the compiled server bundle (see docs/architecture.md#the-build): React
 * Router would render in the compiler's process, which already holds about 700 MB, one page after
 * the other. With no path listed, React Router skips its checks of the prerendered routes and writes
 * the SPA shell as index.html, which the site builder replaces.
 *
 * A development server renders the pages that do not depend on the catalog's size, without the
 * builder's catalog: their data comes from WordPress in the browser, as on the SPA fallback. React
 * Router refuses to start unless every route with a loader has a page listed, so one sample product
 * and one sample category are listed too; the other product and category pages run as the SPA
 * fallback does.
 */
export default {
  appDirectory: 'app',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // No runtime server: every page is written at build time, others use the SPA fallback page.
  ssr: false,
  prerender() {
    return process.env.NODE_ENV === 'development'
      ? [...fixedPaths(), productPath('1'), categoryPath('tecnologia')]
      : [];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
