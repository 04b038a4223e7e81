// Build-time only. Imports stay relative: react-router.config.ts loads this file outside Vite.
import * as v from 'valibot';

import { catalog, network, SITE_PAGE_SLUGS } from '../../config/site';
import {
  getWordPressJson,
  isRetryable,
  retryDelay,
  totalPagesOf,
  WordPressError,
  type WordPressResponse,
} from '../client';
import { categoriesUrl, fullPostListUrl, pluginConfigUrl, popularUrl, sitePagesUrl } from '../endpoints';
import {
  isProtectedPost,
  parseEach,
  wpCategorySchema,
  wpPageSchema,
  wpPopularSchema,
  wpPluginConfigSchema,
  wpPostSchema,
  type WpCategory,
  type WpPage,
  type WpPost,
} from '../schemas';
import { DEFAULT_SETTINGS, type WordPressSettings } from '../settings';

const PER_PAGE = 100;
/** A broken or hostile WordPress must not keep the build crawling: 100,000 posts at most. */
export const MAX_POST_PAGES = 1000;
const TIMEOUT_MS = 20_000;

/** What the build reads of WordPress, once per build: every public post, the categories, the site pages. */
export interface WordPressCrawl {
  posts: WpPost[];
  categories: WpCategory[];
  pages: WpPage[];
  /** Ids of the most viewed posts of the last 30 days (companion plugin); null without it. */
  mostReadIds: number[] | null;
  /** The owner's settings (companion plugin); the site's constants without it. */
  settings: WordPressSettings;
  fetchedAt: number;
}

/** Thrown when the configured WordPress cannot feed the build; the message names the address. */
export class WordPressBuildError extends Error {
  override name = 'WordPressBuildError';
}

/** Reads everything the build needs of the WordPress at `baseUrl`. */
export async function crawlWordPress(baseUrl: string): Promise<WordPressCrawl> {
  const [posts, categories, pages, mostReadIds, settings] = await Promise.all([
    fetchAllPosts(baseUrl),
    fetchAllCategories(baseUrl),
    fetchSitePages(baseUrl),
    fetchMostReadIds(baseUrl),
    fetchSettings(baseUrl),
  ]);
  return { posts, categories, pages, mostReadIds, settings, fetchedAt: Date.now() };
}

/**
 * Every public post, page after page. Stops at the last page WordPress reports or at a short page,
 * whichever comes first, and refuses to go past MAX_POST_PAGES.
 */
export async function fetchAllPosts(baseUrl: string): Promise<WpPost[]> {
  const posts = new Map<number, WpPost>();
  for (let page = 1; ; page += 1) {
    const url = fullPostListUrl(baseUrl, { page, perPage: PER_PAGE });
    const { body, headers } = await getWithRetries(url);
    const listed = parseOrFail(() => parseEach(wpPostSchema, body, url));
    for (const post of listed) if (!isProtectedPost(post)) posts.set(post.id, post);
    const reported = totalPagesOf(headers);
    if (reported !== null && reported > MAX_POST_PAGES) {
      throw new WordPressBuildError(
        `WordPress at ${baseUrl} reports ${reported} pages of posts; the build reads at most ${MAX_POST_PAGES} pages of ${PER_PAGE}.`,
      );
    }
    const shortPage = Array.isArray(body) && body.length < PER_PAGE;
    if (shortPage || page === reported) break;
    if (page === MAX_POST_PAGES) {
      throw new WordPressBuildError(
        `WordPress at ${baseUrl} still had posts after ${MAX_POST_PAGES} pages of ${PER_PAGE}; the build stops there.`,
      );
    }
  }
  return [...posts.values()];
}

async function fetchAllCategories(baseUrl: string): Promise<WpCategory[]> {
  const url = categoriesUrl(baseUrl, catalog.categoriesPerPage);
  const { body } = await getWithRetries(url);
  return parseOrFail(() => parseEach(wpCategorySchema, body, url));
}

/** The site's institutional pages the WordPress has (a password-protected one is not public). */
async function fetchSitePages(baseUrl: string): Promise<WpPage[]> {
  const url = sitePagesUrl(baseUrl, SITE_PAGE_SLUGS, true);
  const { body } = await getWithRetries(url);
  return parseOrFail(() => parseEach(wpPageSchema, body, url)).filter(
    (page) => SITE_PAGE_SLUGS.includes(page.slug) && !page.content.protected,
  );
}

/**
 * The most viewed posts (companion plugin). A WordPress without the plugin answers 404; a plugin
 * that fails does not fail the build either: 'Mais Lidas' then shows the spec's first five.
 */
async function fetchMostReadIds(baseUrl: string): Promise<number[] | null> {
  const url = popularUrl(baseUrl, catalog.mostReadDays, catalog.mostReadCount);
  try {
    const { body } = await getWithRetries(url);
    return parseOrFail(() => parseEach(wpPopularSchema, body, url)).map((entry) => entry.id);
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    if (!isMissing(error)) console.warn(`'Mais Lidas' falls back to the first products: ${error.message}`);
    return null;
  }
}

/**
 * The owner's settings (companion plugin's GET /curadoria/v1/config). A WordPress without the plugin
 * answers 404, and a plugin that fails does not fail the build: the site's constants hold then.
 */
async function fetchSettings(baseUrl: string): Promise<WordPressSettings> {
  const url = pluginConfigUrl(baseUrl);
  try {
    const { body } = await getWithRetries(url);
    const parsed = v.safeParse(wpPluginConfigSchema, body);
    if (parsed.success) return { priceFreshDays: parsed.output.price_fresh_days };
    console.warn(`${url} did not answer the plugin's settings; the site's defaults hold`);
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    if (!isMissing(error)) console.warn(`the plugin's settings fall back to the site's defaults: ${error.message}`);
  }
  return DEFAULT_SETTINGS;
}

function isMissing(error: WordPressBuildError): boolean {
  return error.cause instanceof WordPressError && error.cause.kind === 'missing';
}

/** The spec's retry policy, for the build: 3 retries with backoff, then the build fails. */
async function getWithRetries(url: string): Promise<WordPressResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await getWordPressJson(url, { timeoutMs: TIMEOUT_MS });
    } catch (error) {
      if (attempt >= network.retries || !isRetryable(error)) throw asBuildError(error);
      const delay = retryDelay(attempt);
      console.warn(`retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

function parseOrFail<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw asBuildError(error);
  }
}

function asBuildError(error: unknown): unknown {
  return error instanceof WordPressError ? new WordPressBuildError(error.message, { cause: error }) : error;
}
