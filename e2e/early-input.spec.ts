// What the visitor does on the first screen before the app has started (issue 17, item 1): the prerendered page
// paints long before its JavaScript runs (site-builder/pages/prerendered-html.ts), and on a mid-range phone the visitor is
// already typing when React hydrates. Every key, a paste, a deletion and Enter in the search box must survive, and a
// category chosen from the menu: what the visitor did stays on screen and the results follow once the app runs.
// LIVE build, phone-sized, CPU slowed 4x.
import type { Page } from '@playwright/test';

import { expect, productCards, test } from './support/fixtures';
import { plainText, seedSummary, wpPosts } from './support/wordpress';

const PHONE = { width: 412, height: 823 };
const KEY_DELAY_MS = 50;

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Buscar produtos' });
}

/** True once React Router has created its router (the app's JavaScript runs). */
function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => '__reactRouterDataRouter' in window);
}

/** Hydrated, as the fixtures' page.goto waits for it (support/fixtures.ts). */
async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () => '__reactRouterDataRouter' in window && window.history.scrollRestoration === 'manual',
    undefined,
    { timeout: 15_000 },
  );
}

/**
 * Opens `path` with the CPU slowed 4x and returns as soon as the search box can be tapped, long before the app
 * runs. `page.mainFrame().goto` is Playwright's own: the fixtures' `page.goto` waits for the app.
 */
async function openAtFirstPaint(page: Page, path = '/'): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await expect(searchBox(page)).toBeVisible();
}

/**
 * Each file of the app's JavaScript comes `ms` late, as over a phone's network (on 127.0.0.1 the app would often
 * start before a test can tap: the loader starts it at the first paint, and asks for every file at once).
 */
async function slowAppScripts(page: Page, ms = 1000): Promise<void> {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Holds the app's JavaScript back until `release` is called: what the test does meanwhile is surely before the app. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's URLs, every time the main frame navigates (a form submitted natively would be one). */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

async function expectResultsFor(page: Page, text: string): Promise<void> {
  await expect(searchBox(page)).toHaveValue(text);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('q') === text);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Resultados para “${text}”`);
  // Still there once the listing has settled: nothing the app does afterwards resets the box.
  await page.waitForLoadState('networkidle');
  await expect(searchBox(page)).toHaveValue(text);
}

test.describe('the search box before the app has started (CPU 4x slower)', () => {
  for (const text of ['teclado mecanico', 'fone']) {
    test(`typing '${text}' at ${KEY_DELAY_MS} ms a key from the first paint keeps every key`, async ({ page }) => {
      await slowAppScripts(page);
      await openAtFirstPaint(page);
      expect(await appStarted(page), 'the app had started before the first key').toBe(false);
      await searchBox(page).tap();
      await page.keyboard.type(text, { delay: KEY_DELAY_MS });
      await waitForApp(page);
      await expectResultsFor(page, text);
    });
  }

  test('the app starting in the middle of the typing keeps the keys typed before it, during it and after it', async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    await searchBox(page).tap();
    await page.keyboard.type('teclado ', { delay: KEY_DELAY_MS });
    expect(await appStarted(page)).toBe(false);
    release();
    await page.keyboard.type('mecanico sem fio', { delay: KEY_DELAY_MS });
    await waitForApp(page);
    await expectResultsFor(page, 'teclado mecanico sem fio');
  });

  test('text set at once (a paste, a keyboard suggestion) before the app starts is searched', async ({ page }) => {
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    await searchBox(page).tap();
    await page.keyboard.insertText('tapete');
    expect(await appStarted(page)).toBe(false);
    release();
    await waitForApp(page);
    await expectResultsFor(page, 'tapete');
  });

  test('a key deleted before the app starts stays deleted', async ({ page }) => {
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    await searchBox(page).tap();
    await page.keyboard.type('fonex', { delay: KEY_DELAY_MS });
    await page.keyboard.press('Backspace');
    await expect(searchBox(page)).toHaveValue('fone');
    expect(await appStarted(page)).toBe(false);
    release();
    await waitForApp(page);
    await expectResultsFor(page, 'fone');
  });

  test('Enter before the app starts submits nothing (no page load of /?, no CSP violation) and keeps the text', async ({
    page,
  }) => {
    const navigations = recordNavigations(page);
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    await searchBox(page).tap();
    await page.keyboard.type('fone', { delay: KEY_DELAY_MS });
    await page.keyboard.press('Enter');
    // A native submission would be under way by now.
    await page.waitForTimeout(300);
    expect(await appStarted(page)).toBe(false);
    expect(new URL(page.url()).search).toBe('');
    release();
    await waitForApp(page);
    await expectResultsFor(page, 'fone');
    expect(navigations.filter((url) => url.endsWith('/?'))).toEqual([]);
    // The visitor keeps typing with the app running: the box and the results follow.
    await searchBox(page).press('End');
    await page.keyboard.type(' jbl', { delay: KEY_DELAY_MS });
    await expectResultsFor(page, 'fone jbl');
  });
});

/** The menu's button and the list it controls, found by roles (the list by the button's aria-controls). */
async function categoryMenu(page: Page) {
  const button = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Categorias' });
  const listId = await button.getAttribute('aria-controls');
  if (listId === null) throw new Error('the Categorias button controls no element');
  return { button, list: page.locator(`[id="${listId}"]`) };
}

/** Casa's first page as WordPress lists it: what its page must show. */
async function casaTitles(): Promise<string[]> {
  const { posts } = await wpPosts(`per_page=20&categories=${seedSummary().categories.casa?.id ?? -1}`);
  return posts.map((post) => plainText(post.title.rendered));
}

async function expectCasaList(page: Page, titles: string[]): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/categoria/casa');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa');
  await expect(productCards(page).getByRole('heading')).toHaveText(titles);
}

test.describe('the category menu before the app has started (CPU 4x slower)', () => {
  test('a category chosen from the first paint opens its list, which stays once the app runs', async ({ page }) => {
    const titles = await casaTitles();
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    const { button, list } = await categoryMenu(page);
    await button.tap();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await list.getByRole('link', { name: 'Casa' }).tap();
    // The category's prerendered page, opened before any JavaScript of the app ran.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa');
    expect(await appStarted(page)).toBe(false);
    release();
    await waitForApp(page);
    await expectCasaList(page, titles);
  });

  test('a menu opened before the app starts stays open once it runs, and its choice is followed', async ({ page }) => {
    const titles = await casaTitles();
    const release = await holdAppScripts(page);
    await openAtFirstPaint(page);
    const { button, list } = await categoryMenu(page);
    await button.tap();
    await expect(list).toBeVisible();
    expect(await appStarted(page)).toBe(false);
    release();
    await waitForApp(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list).toBeVisible();
    await list.getByRole('link', { name: 'Casa' }).tap();
    await expectCasaList(page, titles);
    // Chosen with the app running: a navigation in the page, and the menu closed.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
