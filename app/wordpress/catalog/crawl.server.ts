// Build-time only: what the site builder (site-builder/) reads of WordPress.
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
import { buildPostIdsUrl, buildPostListUrl, categoriesUrl, restIndexUrl, sitePagesUrl } from '../endpoints';
import { fetchMissingFeaturedImage } from '../fetch/featured-image';
import { listsCompanionPlugin } from '../fetch/rest-index';
import { mapSubscriptionTerms } from '../mapping/map-subscription-terms';
import { pluginConfigUrl, popularUrl, postIdsUrl } from '../plugin-endpoints';
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
import type { CrawledPost } from './catalog';

const PER_PAGE = 100;
/** A broken or hostile WordPress must not keep the build crawling: 100,000 posts at most. */
export const MAX_POST_PAGES = 1000;
/**
 * Requests to WordPress at once. A small host runs a handful of PHP workers (the local WordPress
 * runs 4): more requests would only queue there, and a shared host may take a burst for an attack.
 */
export const CRAWL_CONCURRENCY = 4;
const TIMEOUT_MS = 20_000;

/** What the build reads of WordPress besides the posts: what every page shows. */
export interface WordPressSite {
  categories: WpCategory[];
  pages: WpPage[];
  /** Ids of the most viewed posts of the last 30 days (companion plugin); null without it. */
  mostReadIds: number[] | null;
  /** Whether the companion plugin answers, and the owner's settings (the site's constants without it). */
  settings: WordPressSettings;
}

/** Thrown when the configured WordPress cannot feed the build; the message names the address. */
export class WordPressBuildError extends Error {
  override name = 'WordPressBuildError';
}

/** What the companion plugin gave the last build: an update keeps it for what the plugin fails to give now. */
export type PluginAnswers = Pick<WordPressSite, 'mostReadIds' | 'settings'>;

/** The owner's settings as the plugin's route gives them. */
type PluginSettings = Omit<WordPressSettings, 'companionPlugin'>;

/** The categories, site pages, most read posts and settings, read at once. */
export async function fetchSite(baseUrl: string, last?: PluginAnswers): Promise<WordPressSite> {
  const [categories, pages, plugin] = await Promise.all([
    fetchAllCategories(baseUrl),
    fetchSitePages(baseUrl),
    fetchFromPlugin(baseUrl, last),
  ]);
  return { categories, pages, ...plugin };
}

/** What a crawl of the posts saw besides the posts it handed over. */
export interface PostCrawl {
  /** Every post id WordPress listed, password-protected ones included (they count in its totals). */
  listedIds: number[];
  /** WordPress's clock when the crawl began (its `Date` header), else ours: later edits are newer. */
  startedAt: number;
}

/**
 * Every public post of `baseUrl`, CRAWL_CONCURRENCY pages of 100 at a time, in the order of their
 * ids (new posts arrive at the end, so a post published meanwhile moves no other post to another
 * page). Each page's posts go to `onPosts` as they arrive and are not kept here: the catalog can be
 * larger than the memory. Password-protected posts are not products: listed, never handed over.
 */
export async function crawlPosts(
  baseUrl: string,
  onPosts: (posts: CrawledPost[]) => Promise<void> | void,
): Promise<PostCrawl> {
  const listed: number[] = [];
  const startedAt = await readPages(
    baseUrl,
    (page) => buildPostListUrl(baseUrl, { page, perPage: PER_PAGE }),
    async (body, url) => {
      const posts = parseOrFail(() => parseEach(wpPostSchema, body, url));
      for (const post of posts) listed.push(post.id);
      await onPosts(
        await withFeaturedImages(
          baseUrl,
          posts.filter((post) => !isProtectedPost(post)),
        ),
      );
    },
  );
  return { listedIds: [...new Set(listed)], startedAt };
}

const postIdsSchema = v.object({ ids: v.array(v.pipe(v.number(), v.integer(), v.minValue(1))) });

/**
 * The ids of every public post (password-protected ones included) and WordPress's clock when the
 * listing began: an update finds the deleted, unpublished and privatised posts with it. With the
 * companion plugin (`companionPlugin`, as the last build found it), one request to its route; else,
 * or when the plugin no longer has the route, the ids only (`_fields=id`), 100 a page: a small
 * fraction of a full crawl's time, but 500 requests at 50,000 posts.
 */
export async function fetchPublishedIds(
  baseUrl: string,
  companionPlugin: boolean | null = null,
): Promise<{ ids: Set<number>; startedAt: number }> {
  if (companionPlugin === true) {
    const url = postIdsUrl(baseUrl);
    try {
      const { body, headers } = await getWithRetries(url);
      const { ids } = parseOrFail(() => v.parse(postIdsSchema, body));
      return { ids: new Set(ids), startedAt: serverClock(headers) ?? Date.now() };
    } catch (error) {
      const cause = error instanceof WordPressBuildError ? error.cause : error;
      if (!(cause instanceof WordPressError && cause.kind === 'missing')) throw error;
    }
  }
  const ids = new Set<number>();
  const startedAt = await readPages(
    baseUrl,
    (page) => buildPostIdsUrl(baseUrl, { page, perPage: PER_PAGE }),
    (body, url) => {
      for (const { id } of parseOrFail(() => parseEach(idOnly, body, url))) ids.add(id);
    },
  );
  return { ids, startedAt };
}

/**
 * Reads a list of posts page after page, CRAWL_CONCURRENCY at a time, handing each page's body to
 * `onPage`. Stops at the last page WordPress reports or at a short page, whichever comes first,
 * and refuses to go past MAX_POST_PAGES. Returns WordPress's clock when it answered the first page.
 */
async function readPages(
  baseUrl: string,
  urlOf: (page: number) => string,
  onPage: (body: unknown, url: string) => Promise<void> | void,
): Promise<number> {
  let end = MAX_POST_PAGES;
  const take = async (page: number, { body, headers }: WordPressResponse) => {
    await onPage(body, urlOf(page));
    const reported = totalPagesOf(headers);
    if (reported !== null && reported > MAX_POST_PAGES) {
      throw new WordPressBuildError(
        `WordPress at ${baseUrl} reports ${reported} pages of posts; the build reads at most ${MAX_POST_PAGES} pages of ${PER_PAGE}.`,
      );
    }
    if (reported !== null) end = Math.min(end, reported);
    if (Array.isArray(body) && body.length < PER_PAGE) end = Math.min(end, page);
    else if (page === MAX_POST_PAGES && page !== reported) {
      throw new WordPressBuildError(
        `WordPress at ${baseUrl} still had posts after ${MAX_POST_PAGES} pages of ${PER_PAGE}; the build stops there.`,
      );
    }
  };
  const first = await getWithRetries(urlOf(1));
  const startedAt = serverClock(first.headers) ?? Date.now();
  await take(1, first);
  let next = 2;
  const reader = async () => {
    while (next <= end) {
      const page = next++;
      const answer = await getPage(urlOf(page), page);
      if (answer === null) {
        end = Math.min(end, page - 1);
        return;
      }
      await take(page, answer);
    }
  };
  // The first page says how many there are; without that count (WordPress always sends it, a proxy
  // may drop it) the pages are read one after the other, since a page past the end is an error.
  const readers = totalPagesOf(first.headers) === null ? 1 : CRAWL_CONCURRENCY;
  await Promise.all(Array.from({ length: readers }, reader));
  return startedAt;
}

/** The posts with these ids that are public now (100 a request), in no particular order. */
export async function fetchPostsById(baseUrl: string, ids: readonly number[]): Promise<CrawledPost[]> {
  const batches = chunks(ids, PER_PAGE);
  const pages = await inParallel(batches, async (batch) => {
    const url = `${buildPostListUrl(baseUrl, { page: 1, perPage: PER_PAGE })}&include=${batch.join(',')}`;
    const { body } = await getWithRetries(url);
    return parseOrFail(() => parseEach(wpPostSchema, body, url));
  });
  return withFeaturedImages(
    baseUrl,
    pages.flat().filter((post) => !isProtectedPost(post)),
  );
}

/**
 * The public posts modified after `since` (WordPress's clock, ms), page after page: what an update
 * of the build reads in full. Password-protected ones are returned as ids only (no longer products).
 */
export async function fetchModifiedPosts(
  baseUrl: string,
  since: number,
): Promise<{ posts: CrawledPost[]; protectedIds: number[] }> {
  const after = new Date(since).toISOString();
  const posts: WpPost[] = [];
  for (let page = 1; page <= MAX_POST_PAGES; page += 1) {
    const url = `${buildPostListUrl(baseUrl, { page, perPage: PER_PAGE })}&modified_after=${encodeURIComponent(after)}`;
    const answer = await getPage(url, page);
    if (answer === null) break;
    const listed = parseOrFail(() => parseEach(wpPostSchema, answer.body, url));
    posts.push(...listed);
    const reported = totalPagesOf(answer.headers);
    if (listed.length < PER_PAGE || page === reported) break;
  }
  return {
    posts: await withFeaturedImages(
      baseUrl,
      posts.filter((post) => !isProtectedPost(post)),
    ),
    protectedIds: posts.filter(isProtectedPost).map((post) => post.id),
  };
}

/** Of these ids, those WordPress still lists as public posts: a listing that shifted may have missed some. */
export async function stillPublished(baseUrl: string, ids: readonly number[]): Promise<Set<number>> {
  const pages = await inParallel(chunks(ids, PER_PAGE), async (batch) => {
    const url = `${buildPostIdsUrl(baseUrl, { page: 1, perPage: PER_PAGE })}&include=${batch.join(',')}`;
    const { body } = await getWithRetries(url);
    return parseOrFail(() => parseEach(idOnly, body, url)).map((post) => post.id);
  });
  return new Set(pages.flat());
}

const idOnly = v.object({ id: v.pipe(v.number(), v.integer(), v.minValue(1)) });

async function withFeaturedImages(baseUrl: string, posts: WpPost[]): Promise<CrawledPost[]> {
  return inParallel(posts, async (post) => {
    const mediaUrl = await inSlot(() => fetchMissingFeaturedImage(baseUrl, post));
    return mediaUrl === undefined ? { post } : { post, mediaUrl };
  });
}

/** The `Date` WordPress's server answered with, in ms; null when absent or unreadable. */
function serverClock(headers: Headers): number | null {
  const date = Date.parse(headers.get('Date') ?? '');
  return Number.isNaN(date) ? null : date;
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
 * What the companion plugin gives every page, asked only when WordPress lists the plugin's REST
 * namespace: a WordPress without it gets no request to its routes, and the pages say it has none
 * (the browser then asks it nothing either). What the plugin fails to give keeps the last build's
 * answer (`last`, an update's), else the site's defaults: a passing failure then changes no page.
 */
async function fetchFromPlugin(baseUrl: string, last?: PluginAnswers): Promise<PluginAnswers> {
  if (!(await companionPluginListed(baseUrl))) {
    return { mostReadIds: null, settings: { ...DEFAULT_SETTINGS, companionPlugin: false } };
  }
  const kept = last?.settings.companionPlugin === true ? last : undefined;
  const [mostReadIds, pluginSettings] = await Promise.all([fetchMostReadIds(baseUrl), fetchPluginSettings(baseUrl)]);
  const settings =
    pluginSettings ?? (kept ? keptPluginSettings(kept.settings) : { priceFreshDays: DEFAULT_SETTINGS.priceFreshDays });
  if (mostReadIds === null) {
    console.warn(`'Mais Lidas' ${kept ? "keeps the last build's posts" : 'shows the first products'}`);
  }
  if (pluginSettings === null) console.warn(`${kept ? "the last build's settings" : "the site's defaults"} hold`);
  return {
    mostReadIds: mostReadIds ?? kept?.mostReadIds ?? null,
    settings: { ...settings, companionPlugin: true },
  };
}

function keptPluginSettings({ priceFreshDays, subscriptions }: WordPressSettings): PluginSettings {
  return { priceFreshDays, ...(subscriptions && { subscriptions }) };
}

/**
 * Whether the REST index lists the companion plugin. A core route: when it fails, the build does. A
 * WordPress that hides its index from visitors (a security plugin answering 401, 403 or 404) is asked
 * the plugin's settings route instead: at build time, where a 404 only means "no plugin" and costs
 * no visitor a failed request.
 */
async function companionPluginListed(baseUrl: string): Promise<boolean> {
  const url = restIndexUrl(baseUrl);
  try {
    const { body } = await getWithRetries(url);
    return parseOrFail(() => listsCompanionPlugin(body, url));
  } catch (error) {
    if (!answered(error, [401, 403, 404, 410])) throw error;
    return companionPluginAnswers(baseUrl);
  }
}

/** The plugin's settings route answers: the plugin is there; a 404 or 410: it is not. */
async function companionPluginAnswers(baseUrl: string): Promise<boolean> {
  try {
    await getWithRetries(pluginConfigUrl(baseUrl));
    return true;
  } catch (error) {
    if (answered(error, [404, 410])) return false;
    throw error;
  }
}

/** The build's request failed because WordPress answered with one of these statuses. */
function answered(error: unknown, statuses: readonly number[]): boolean {
  return (
    error instanceof WordPressBuildError &&
    error.cause instanceof WordPressError &&
    error.cause.status !== undefined &&
    statuses.includes(error.cause.status)
  );
}

/**
 * The most viewed posts (companion plugin); null when the plugin fails, which does not fail the
 * build: 'Mais Lidas' then shows the spec's first five (or the last build's).
 */
async function fetchMostReadIds(baseUrl: string): Promise<number[] | null> {
  const url = popularUrl(baseUrl, catalog.mostReadDays, catalog.mostReadCount);
  try {
    const { body } = await getWithRetries(url);
    return parseOrFail(() => parseEach(wpPopularSchema, body, url)).map((entry) => entry.id);
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    console.warn(`the most viewed posts did not come: ${error.message}`);
    return null;
  }
}

/**
 * The owner's settings (companion plugin's GET /curadoria/v1/config): the price freshness window, and
 * the subscription forms' consent texts when it takes subscriptions. Null when the plugin fails,
 * which does not fail the build: the site's constant holds then (or the last build's settings), and
 * without them the forms say sign-up is not available.
 */
async function fetchPluginSettings(baseUrl: string): Promise<PluginSettings | null> {
  const url = pluginConfigUrl(baseUrl);
  try {
    const { body } = await getWithRetries(url);
    const parsed = v.safeParse(wpPluginConfigSchema, body);
    if (parsed.success) {
      const subscriptions = mapSubscriptionTerms(parsed.output);
      return { priceFreshDays: parsed.output.price_fresh_days, ...(subscriptions && { subscriptions }) };
    }
    console.warn(`${url} did not answer the plugin's settings`);
  } catch (error) {
    if (!(error instanceof WordPressBuildError)) throw error;
    console.warn(`the plugin's settings did not come: ${error.message}`);
  }
  return null;
}

/**
 * One page of a list; null past its end, which WordPress answers with 400 (a list that shrank while
 * it was read ends sooner than its first page said).
 */
async function getPage(url: string, page: number): Promise<WordPressResponse | null> {
  try {
    return await getWithRetries(url);
  } catch (error) {
    if (page > 1 && answered(error, [400])) return null;
    throw error;
  }
}

let requestsRunning = 0;
const waitingForSlot: (() => void)[] = [];

/**
 * Runs one request to WordPress when fewer than CRAWL_CONCURRENCY are running: every request of
 * the build goes through here, whichever list or page it belongs to.
 */
async function inSlot<T>(request: () => Promise<T>): Promise<T> {
  while (requestsRunning >= CRAWL_CONCURRENCY) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  requestsRunning += 1;
  try {
    return await request();
  } finally {
    requestsRunning -= 1;
    waitingForSlot.shift()?.();
  }
}

/** The spec's retry policy, for the build: 3 retries with backoff, then the build fails. */
async function getWithRetries(url: string): Promise<WordPressResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await inSlot(() => getWordPressJson(url, { timeoutMs: TIMEOUT_MS }));
    } catch (error) {
      if (attempt >= network.retries || !isRetryable(error)) throw asBuildError(error);
      const delay = retryDelay(attempt);
      console.warn(`retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Runs `task` on each item, CRAWL_CONCURRENCY at a time; results in the items' order. */
async function inParallel<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (item !== undefined) results[index] = await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CRAWL_CONCURRENCY, items.length) }, worker));
  return results;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
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
