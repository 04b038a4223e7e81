// Every product page of the THEME UNIT build: a WordPress holding WordPress's own Theme Unit Test data
// (wordpress/data/), the posts theme authors test against real-world content (markup in titles, no title, a
// password, 63 categories, an 85-letter word, nested lists, tables, quotes, galleries, embeds with scripts and
// iframes). Phone widths, where real content breaks layouts first.
//
// Each test walks many pages in one browser page (one page per post would take minutes); every failure is a soft
// assertion naming the post, so one run lists all of them.
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { buildDirs, REPO_ROOT } from './support/env';
import { expect, productCards, test, urls } from './support/fixtures';
import {
  expectedHeading,
  importedPosts,
  smallestCategoryOf,
  themeUnitPosts,
  type ThemeUnitPost,
} from './support/theme-unit';

// Recording a trace doubles the time of these long tests: only a retry (CI retries once) records one.
test.use({ baseURL: urls.themeUnit, trace: 'on-first-retry' });
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [320, 375] as const;
/** The product pages are split over this many tests, so both workers share them. */
const PARTS = 2;
/** Content on a phone may load third-party pictures and media; nothing else (no script, frame, style, font). */
const ALLOWED_FOREIGN_TYPES = new Set(['image', 'media']);

let published: Promise<ThemeUnitPost[]> | undefined;
/** The published posts that have a product page (password-protected ones have none). */
function productPosts(): Promise<ThemeUnitPost[]> {
  published ??= themeUnitPosts().then((posts) => posts.filter((post) => !post.content.protected));
  return published;
}

const label = (post: ThemeUnitPost) => `post ${post.id} '${expectedHeading(post)}'`;

interface Visit {
  errors: string[];
  dialogs: string[];
  foreign: string[];
}

/**
 * Watches one page for the whole test: uncaught errors and console errors (a hydration mismatch is one), dialogs,
 * and requests to other hosts, which are refused (the machine is offline; a site must not depend on them anyway).
 * `visit.current` collects what the page under test does.
 */
async function watch(page: Page): Promise<{ current: Visit }> {
  const visit: { current: Visit } = { current: { errors: [], dialogs: [], foreign: [] } };
  page.on('pageerror', (error) => visit.current.errors.push(`${error.name}: ${error.message}`));
  page.on('console', (message) => {
    // Refused third-party requests are logged as failed loads; they are checked below by type.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      visit.current.errors.push(`console.error: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    visit.current.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const request = route.request();
      visit.current.foreign.push(`${request.resourceType()} ${request.url()}`);
      return route.abort('blockedbyclient');
    },
  );
  return visit;
}

/**
 * Makes the article's lazy images load now, as a reader scrolling down would, and waits (at most 5 s) for them: a
 * picture's real size only counts once it is loaded (an image without width and height has none before).
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('main img[loading="lazy"]')) img.loading = 'eager';
  });
  await page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLImageElement>('main img')].every((img) => img.complete),
      undefined,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
}

/** Loaded images of the page that come from our own hosts (others are refused here) and have no picture. */
async function brokenLocalImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter(
        (img) => img.complete && img.naturalWidth === 0 && new URL(img.currentSrc || img.src).hostname === '127.0.0.1',
      )
      .map((img) => img.currentSrc || img.src),
  );
}

/**
 * Opens a product page and waits for its refresh from WordPress (the page hydrates from the build's data, then asks
 * WordPress for the post): what is checked afterwards is what the browser rendered from WordPress's answer too.
 */
async function openProduct(page: Page, post: ThemeUnitPost): Promise<void> {
  const refreshed = page
    .waitForResponse((response) => new URL(response.url()).pathname.endsWith(`/wp-json/wp/v2/posts/${post.id}`), {
      timeout: 5000,
    })
    .then((response) => response.finished())
    .catch(() => null);
  await page.goto(`/product/${post.id}`);
  await refreshed;
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
}

async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (let part = 0; part < PARTS; part += 1) {
  test(`product pages, part ${part + 1}/${PARTS}, at ${WIDTHS.join(' and ')} px: no page error, no sideways scroll, h1 = WordPress's title, no script or frame from the content`, async ({
    page,
  }) => {
    const posts = (await productPosts()).filter((_, index) => index % PARTS === part);
    test.setTimeout(20_000 + posts.length * 6_000);
    const visit = await watch(page);
    const heading = page.getByRole('heading', { level: 1 });

    for (const post of posts) {
      visit.current = { errors: [], dialogs: [], foreign: [] };
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await openProduct(page, post);
      await expect.soft(heading, `${label(post)}: one h1, WordPress's title`).toHaveText(expectedHeading(post));
      await loadLazyImages(page);

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        expect
          .soft(await sidewaysOverflow(page), `${label(post)} at ${width} px: scrolls sideways by`)
          .toBeLessThanOrEqual(0);
      }
      await expect.soft(heading, `${label(post)}: the h1 stays`).toHaveText(expectedHeading(post));
      expect
        .soft(
          await page.locator('main').locator('script, iframe, frame, object, embed').count(),
          `${label(post)}: scripts and frames in the page body`,
        )
        .toBe(0);
      expect.soft(page.frames().length, `${label(post)}: frames`).toBe(1);
      expect
        .soft(await brokenLocalImages(page), `${label(post)}: pictures of the WordPress that do not load`)
        .toEqual([]);
      expect.soft(visit.current.errors, `${label(post)}: page errors`).toEqual([]);
      expect.soft(visit.current.dialogs, `${label(post)}: dialogs`).toEqual([]);
      const thirdParty = visit.current.foreign.filter(
        (request) => !ALLOWED_FOREIGN_TYPES.has(request.split(' ')[0] ?? ''),
      );
      expect.soft(thirdParty, `${label(post)}: third-party requests other than pictures and media`).toEqual([]);
    }
  });
}

interface StructureCounts {
  headings: number;
  listItems: number;
  tableRows: number;
  quotes: number;
}

/**
 * Counts the structure the issue asks to keep, in WordPress's HTML (parsed by the browser's own DOMParser, nothing
 * of the app) or in the page's article. Runs in the browser, so it is self-contained.
 * Not counted, because the issue turns them into something else on purpose: embeds (a link card or a click-to-play
 * box: a tweet's quote is not the post's quote) and the items of a gallery list (they become pictures).
 */
function countStructure(source: { html: string } | { selector: string }): StructureCounts | null {
  const NOT_COUNTED =
    '.wp-block-embed, .twitter-tweet, .instagram-media, .wp-embedded-content, .blocks-gallery-grid, .wp-block-gallery';
  const root =
    'html' in source
      ? new DOMParser().parseFromString(source.html, 'text/html').body
      : document.querySelector(source.selector);
  if (root === null) return null;
  const count = (selector: string) =>
    [...root.querySelectorAll(selector)].filter((element) => element.closest(NOT_COUNTED) === null).length;
  return {
    headings: count('h1, h2, h3, h4, h5, h6'),
    listItems: count('li'),
    tableRows: count('tr'),
    quotes: count('blockquote'),
  };
}

const KINDS = ['headings', 'listItems', 'tableRows', 'quotes'] as const satisfies (keyof StructureCounts)[];
const SURVIVAL_GOAL = 0.9;

test('the content keeps its headings, list items, table rows and quotes (at least 90 % of each, all posts)', async ({
  page,
}, testInfo) => {
  const posts = await productPosts();
  test.setTimeout(20_000 + posts.length * 3_000);
  const expected = new Map<number, StructureCounts>();
  for (const post of posts) {
    const counts = await page.evaluate(countStructure, { html: post.content.rendered });
    if (counts !== null && KINDS.some((kind) => counts[kind] > 0)) expected.set(post.id, counts);
  }
  expect(expected.size, 'posts with structure in the data').toBeGreaterThan(10);

  // What the page itself puts in the article (its h1, 'Gostou do produto?'): measured on the post without content.
  const empty = posts.find((post) => post.content.rendered.trim() === '');
  if (empty === undefined) throw new Error('the data has no post without content');
  await openProduct(page, empty);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(empty));
  const chrome = await page.evaluate(countStructure, { selector: 'main article' });
  if (chrome === null) throw new Error('a product page without an article');

  const totals: Record<keyof StructureCounts, { expected: number; kept: number }> = {
    headings: { expected: 0, kept: 0 },
    listItems: { expected: 0, kept: 0 },
    tableRows: { expected: 0, kept: 0 },
    quotes: { expected: 0, kept: 0 },
  };
  const rows: string[] = [];
  for (const post of posts) {
    const want = expected.get(post.id);
    if (want === undefined) continue;
    await openProduct(page, post);
    await expect.soft(page.getByRole('heading', { level: 1 }), label(post)).toHaveText(expectedHeading(post));
    const shown = await page.evaluate(countStructure, { selector: 'main article' });
    const cells = KINDS.map((kind) => {
      const kept = Math.min(want[kind], Math.max(0, (shown?.[kind] ?? 0) - chrome[kind]));
      totals[kind].expected += want[kind];
      totals[kind].kept += kept;
      return `${kept}/${want[kind]}`.padStart(10);
    });
    rows.push(`${cells.join('')}  ${label(post)}`);
  }

  const report = [
    `${KINDS.map((kind) => kind.padStart(10)).join('')}  (kept/in WordPress's HTML)`,
    ...rows,
    `${KINDS.map((kind) => `${totals[kind].kept}/${totals[kind].expected}`.padStart(10)).join('')}  all posts`,
  ].join('\n');
  await testInfo.attach('structure.txt', { body: report, contentType: 'text/plain' });
  console.log(report);
  for (const kind of KINDS) {
    const total = totals[kind];
    expect
      .soft(total.kept / total.expected, `${kind}: ${total.kept} of ${total.expected} kept`)
      .toBeGreaterThanOrEqual(SURVIVAL_GOAL);
  }
});

/** Whether the Theme Unit Test build wrote a page for the post (the host answers any /product/* address). */
function prerendered(id: number): boolean {
  return existsSync(join(REPO_ROOT, buildDirs.themeUnit, 'client', 'product', String(id), 'index.html'));
}

test("every published post is prerendered and in the sitemap; password-protected, scheduled and draft posts are not, nor in the listing, and show 'Produto não encontrado'", async ({
  page,
}) => {
  const hidden = importedPosts().filter((post) => post.protected || post.status !== 'publish');
  expect(hidden.map((post) => post.status).sort(), 'the data has them').toEqual(['draft', 'future', 'publish']);
  const sitemap = await (await fetch(`${urls.themeUnit}/sitemap.xml`)).text();
  // The other side: every post with a product page is prerendered and in the sitemap.
  for (const post of await productPosts()) {
    expect.soft(sitemap, `${label(post)}: in the sitemap`).toMatch(new RegExp(`/product/${post.id}(?!\\d)`));
    expect.soft(prerendered(post.id), `${label(post)}: prerendered`).toBe(true);
  }

  for (const post of hidden) {
    const name = `${post.status}${post.protected ? ' with a password' : ''} post ${post.id} '${post.title}'`;
    expect.soft(sitemap, `${name}: in the sitemap`).not.toMatch(new RegExp(`/product/${post.id}(?!\\d)`));
    expect.soft(prerendered(post.id), `${name}: prerendered`).toBe(false);
    await page.goto(`/product/${post.id}`);
    await expect.soft(page.getByRole('heading', { name: 'Produto não encontrado' }), name).toBeVisible();
  }

  // WordPress lists the password-protected post in its category (its search leaves such posts out, so a search
  // would prove nothing): the category's listing shows every other post of it, in WordPress's order, and not that one.
  const protectedPost = hidden.find((post) => post.protected);
  if (protectedPost === undefined) throw new Error('no password-protected post in the data');
  const category = await smallestCategoryOf(protectedPost.id);
  const inCategory = await themeUnitPosts(`categories=${category.id}`);
  expect(inCategory.length, 'one page of the listing').toBeLessThanOrEqual(20);
  expect(
    inCategory.map((post) => post.id),
    'WordPress lists it',
  ).toContain(protectedPost.id);
  // The old address of the category's list leads to its prerendered page.
  await page.goto(`/?categoria=${encodeURIComponent(category.name)}`);
  await expect(page).toHaveURL(`/categoria/${category.slug}`);
  await expect(productCards(page).getByRole('heading')).toHaveText(
    inCategory.filter((post) => !post.content.protected).map(expectedHeading),
  );
});
