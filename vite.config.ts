import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';

import { adsenseBuild, picturesUrlBuild } from './app/config/env.ts';

import { reactRouterProduction } from './site-builder/compile/react-router-production.ts';
import { sitePipeline } from './site-builder/compile/site-pipeline.ts';

/** The framework every page needs, in one long-cached chunk (it also compresses better as one file). */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack|cookie|set-cookie-parser)[\\/]/;

/** Renders a post's content (with the video box's play icon); the home never shows one. */
const POST_RENDERER =
  /(app[\\/](components[\\/]post-content[\\/](post-content|video-embed)|wordpress[\\/]content[\\/]video-urls)|node_modules[\\/]lucide-react[\\/].*[\\/]play)\./;

/**
 * What a request to WordPress runs (its address, fetch, validate, map, and the site's clock the
 * mapping judges at): the queries load it with their first request, so a page shown from the
 * build's fresh data never downloads it.
 */
const WORDPRESS_FETCH =
  /(app[\\/]wordpress[\\/](fetch[\\/]|endpoints\.|schemas\.|mapping[\\/](map-post-to-product|map-prices|offer-checks|map-category|map-site-page|map-subscription-terms|card-fields|post-version|site-pictures))|app[\\/]lib[\\/]zoned-time\.|node_modules[\\/]valibot[\\/])/;

/**
 * The helpers that read a post's content (its links, text and kinds of node): the product page's
 * parser, its renderer and the WordPress fetch code share them, which would put them in the chunk
 * every first visit loads.
 */
const CONTENT_HELPERS = /app[\\/]wordpress[\\/]content[\\/](content-urls|content-text|content-types)\./;

/**
 * The price rules, what an offer may show, and the formatting of prices and days: both the WordPress
 * mapping (for the cards' claims) and the product page (its offers, chart and samples) use them,
 * which would otherwise put them in the shared chunk of every first visit; as their own chunk only
 * product pages and WordPress requests load them.
 */
const PRICES = /app[\\/](wordpress[\\/]mapping[\\/](price-rules|offer-rules)|lib[\\/](format-price|calendar-day))\./;

/**
 * The product page (its screen, ProductDetail and what only it draws): the preview page shows the
 * same body, which would otherwise put it in the shared chunk of every first visit. One chunk for
 * all of it costs a product page least; the preview, which only a post's owner opens, takes the rest along.
 */
const PRODUCT_PAGE =
  /(app[\\/](features[\\/]products[\\/](components[\\/](product-detail(-screen|-states)?|affiliate-button|affiliate-disclosure|category-link-badge|offer-list|price-checked-note|price-claims-note|price-history-section|price-history-chart|share-button|shown-price-note)|price-history-view)|components[\\/]ui[\\/]new-tab-mark|config[\\/]stores)\.|node_modules[\\/]lucide-react[\\/].*[\\/](arrow-left|clock|external-link|share-2)\.)/;

/**
 * The sample products: a listing shows them only without a WordPress or while it cannot be reached
 * (it loads them then), and a product page for a sample. In the shared chunk every first visit of a
 * live site would download them.
 */
const SAMPLES = /app[\\/]wordpress[\\/]samples[\\/](sample-products|sample-listing)\./;

/**
 * Whether the companion plugin answers: product pages (counting) and the 'Mais Lidas' request need
 * it, the first paint of the home does not.
 */
const COMPANION_PLUGIN = /app[\\/]wordpress[\\/](companion-plugin|plugin-endpoints)\./;

/**
 * The subscription forms, the confirmation and unsubscribe pages, and their requests: loaded after
 * the first paint (the forms when they near the viewport), never by a page's first visit; only the
 * forms' small wrappers are part of the home and product pages.
 */
const SUBSCRIPTIONS =
  /app[\\/](features[\\/]subscriptions[\\/](?!newsletter-signup|price-alert-signup)|wordpress[\\/]subscriptions[\\/]|lib[\\/]parse-reais)/;

/**
 * The route loaders' hand-over to the build's page when WordPress gives no answer: product and site
 * pages run it on a link inside the site, never a first visit.
 */
const BUILD_PAGE_FALLBACK = /app[\\/]wordpress[\\/]build-page-fallback\./;

/** The listing's search (engine, stemmer, index loading): loaded with the visitor's first search. */
const SEARCH = /(app[\\/]wordpress[\\/]search[\\/]|node_modules[\\/](minisearch|@orama[\\/]stemmers)[\\/])/;

/** Build-time settings written into the bundles as constants (see app/config/env.ts). */
function defines(env: Record<string, unknown>) {
  return {
    __ADSENSE__: JSON.stringify(adsenseBuild(env)),
    __PICTURES_URL__: JSON.stringify(picturesUrlBuild(env)),
  };
}

export default defineConfig(({ mode }) => ({
  define: defines({ ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env }),
  plugins: [reactRouterProduction(), tailwindcss(), reactRouter(), sitePipeline()],
  resolve: { tsconfigPaths: true },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    rollupOptions: {
      // Constants imported from another module (the site's paths and markers in app/config/) are
      // written where they are used instead of being exported across chunks: smaller first visit.
      optimization: { inlineConst: true },
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            // App code that several routes use, in one chunk instead of many small ones (fewer requests,
            // better compression), except the post renderer: only product and WordPress pages load it.
            {
              name: 'shared',
              test: (id: string) =>
                !POST_RENDERER.test(id) &&
                !WORDPRESS_FETCH.test(id) &&
                !SEARCH.test(id) &&
                !PRICES.test(id) &&
                !CONTENT_HELPERS.test(id) &&
                !COMPANION_PLUGIN.test(id) &&
                !PRODUCT_PAGE.test(id) &&
                !SUBSCRIPTIONS.test(id) &&
                !SAMPLES.test(id) &&
                !BUILD_PAGE_FALLBACK.test(id),
              minShareCount: 2,
              priority: 2,
            },
            // Above the product page, which would take the samples in with the sample product pages' code.
            { name: 'samples', test: SAMPLES, priority: 2 },
            { name: 'post-content', test: POST_RENDERER, priority: 1 },
            { name: 'prices', test: PRICES, priority: 1 },
            { name: 'content-helpers', test: CONTENT_HELPERS, priority: 1 },
            { name: 'companion-plugin', test: COMPANION_PLUGIN, priority: 1 },
            { name: 'product-page', test: PRODUCT_PAGE, priority: 1 },
            { name: 'subscriptions', test: SUBSCRIPTIONS, priority: 1 },
            // Below 'shared': what a request runs comes in one file, without what the pages share.
            { name: 'wordpress-fetch', test: WORDPRESS_FETCH, priority: 1 },
            // Lowest: the search's own code only, without what the pages share.
            { name: 'search', test: SEARCH, priority: 0 },
          ],
        },
      },
    },
  },
}));
