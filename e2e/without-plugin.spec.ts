// A WordPress without the companion plugin (the Theme Unit Test WordPress, wordpress/themeunit.sh), which the
// site supports: a visitor browses, opens a product and clicks 'Ver produto', and the site asks none of the
// plugin's routes, so no request fails and nothing is logged as an error.
import type { Page } from '@playwright/test';

import { banner, expect, LIVE_BANNER, productCards, test, urls } from './support/fixtures';

interface Visit {
  /** Requests that failed or were answered with an error status. */
  failed: string[];
  consoleErrors: string[];
  /** Requests to the plugin's routes at the WordPress without it. */
  pluginRequests: string[];
  /** Requests to that WordPress's REST index. */
  indexRequests: string[];
}

function watch(page: Page, wordpress: string): Visit {
  const visit: Visit = { failed: [], consoleErrors: [], pluginRequests: [], indexRequests: [] };
  page.on('requestfailed', (request) =>
    visit.failed.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) visit.failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') visit.consoleErrors.push(message.text());
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== wordpress) return;
    if (url.pathname.startsWith('/wp-json/curadoria/')) visit.pluginRequests.push(`${request.method()} ${url}`);
    if (url.pathname === '/wp-json/') visit.indexRequests.push(String(url));
  });
  return visit;
}

/** From the home, opens the first product, then its 'Ver produto' (the shop's tab is closed at once). */
async function openFirstProductAndItsShop(page: Page): Promise<void> {
  await productCards(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const [shop] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('link', { name: /^Ver produto/ })
      .first()
      .click(),
  ]);
  await shop.close();
  // A view or a click is counted fire and forget: give it the time to go out, were it sent.
  await page.waitForTimeout(1000);
}

test.describe('a WordPress without the companion plugin', () => {
  // Automated browsers count nothing (navigator.webdriver): this visitor looks like a person's Chromium, so
  // the view and the click take the path that would have posted to the plugin.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  });

  test.describe('the build read', () => {
    test.use({ baseURL: urls.themeUnit });

    test('is asked nothing of the plugin, not even whether it has it', async ({ page }) => {
      const visit = watch(page, urls.themeUnitWordpress);
      await page.goto('/');
      await expect(productCards(page).first()).toBeVisible();
      await openFirstProductAndItsShop(page);
      expect.soft(visit.pluginRequests).toEqual([]);
      expect.soft(visit.indexRequests).toEqual([]);
      expect.soft(visit.failed).toEqual([]);
      expect.soft(visit.consoleErrors).toEqual([]);
    });
  });

  test.describe("chosen in 'Configurar WordPress'", () => {
    test('is asked once whether it has the plugin, then nothing of it', async ({ page }) => {
      const visit = watch(page, urls.themeUnitWordpress);
      await page.goto('/');
      await expect(banner(page, LIVE_BANNER)).toBeVisible();
      const before = await productCards(page).first().textContent();
      await page.getByRole('button', { name: 'Configurar WordPress' }).click();
      const dialog = page.getByRole('dialog', { name: 'Conectar ao WordPress' });
      await dialog.getByLabel('URL do WordPress').fill(urls.themeUnitWordpress);
      await dialog.getByRole('button', { name: 'Conectar' }).click();
      await expect(dialog).toBeHidden();
      await expect(productCards(page).first()).not.toHaveText(before ?? '');
      await openFirstProductAndItsShop(page);
      expect.soft(visit.pluginRequests).toEqual([]);
      expect.soft(visit.indexRequests).toEqual([`${urls.themeUnitWordpress}/wp-json/?_fields=namespaces`]);
      expect.soft(visit.failed).toEqual([]);
      expect.soft(visit.consoleErrors).toEqual([]);
    });
  });
});
