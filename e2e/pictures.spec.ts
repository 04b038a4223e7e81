// The pictures the build took in (issue 37), on the LIVE build with WordPress stopped as a visitor
// meets it: every request to WordPress's host refused (this page only, so the other files' tests go
// on against it). The prerendered home, a category page and a product page show every picture from
// the site's own copies, and the listing's banner never claims 'Conectado ao WordPress'.
import type { Page } from '@playwright/test';

import { banner, expect, LIVE_BANNER, productCards, test, urls } from './support/fixtures';
import { postId } from './support/wordpress';

const PRODUCTS_ERROR = 'Erro ao carregar produtos. Verifique se a URL do WordPress está correta.';
/** Long enough after the build that the page's data is older than its freshness window: it asks WordPress. */
const AFTER_THE_BUILD_MS = 2 * 60 * 60_000;

/** WordPress stopped: every request to it (REST, uploads) refused; returns the addresses asked for. */
async function stopWordPress(page: Page): Promise<string[]> {
  const asked: string[] = [];
  for (const origin of [urls.proxy, urls.wordpress]) {
    await page.route(`${origin}/**`, async (route) => {
      asked.push(route.request().url());
      await route.abort('connectionrefused');
    });
  }
  return asked;
}

/** Every picture of the page's main part scrolled into view and drawn from a file of the site's own host. */
async function expectEveryPictureShown(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        message: `picture ${index + 1} of ${count}`,
      })
      .toBe(true);
    const shown = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(shown).origin, shown).toBe(urls.live);
  }
}

test.describe('the pictures with WordPress stopped', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: Date.now() + AFTER_THE_BUILD_MS });
  });

  test('the home shows every picture from the site, AVIF where the browser reads it, and no claim of a connection', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const asked = await stopWordPress(page);
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(20);
    await expectEveryPictureShown(page);
    const first = await page
      .locator('main img[fetchpriority="high"]')
      .evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(first).toMatch(/\/pictures\/[0-9a-f]{20}-\d+\.avif$/);
    // The page asked WordPress for its newer data, in vain: the banner never said it was connected.
    await expect(page.getByRole('alert').filter({ hasText: PRODUCTS_ERROR })).toBeVisible({ timeout: 15_000 });
    await expect(banner(page, LIVE_BANNER)).toBeHidden();
    await expect(productCards(page)).toHaveCount(20);
    expect(asked.some((url) => url.includes('/wp-json/'))).toBe(true);
    expect(asked.filter((url) => url.includes('/wp-content/uploads/'))).toEqual([]);
  });

  test('a category page and a product page show every picture from the site', async ({ page }) => {
    const asked = await stopWordPress(page);
    await page.goto('/categoria/tecnologia');
    await expect(productCards(page).first()).toBeVisible();
    await expectEveryPictureShown(page);
    await expect(banner(page, LIVE_BANNER)).toBeHidden();

    await page.goto(`/product/${postId('fone-bluetooth-jbl-tune-520bt')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEveryPictureShown(page);
    const share = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(share).toMatch(new RegExp(`^${urls.live}/pictures/[0-9a-f]{20}\\.jpg$`));
    expect(asked.filter((url) => url.includes('/wp-content/uploads/'))).toEqual([]);
  });
});
