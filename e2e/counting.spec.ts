// Views and clicks counted by the companion plugin (real local WordPress), and 'Mais Lidas' built from them.
import * as v from 'valibot';

import { expect, productCards, test, urls } from './support/fixtures';
import { plainText, postId, wpPost } from './support/wordpress';

const popularSchema = v.array(v.object({ id: v.number(), views: v.number(), clicks: v.number() }));

/** Views and clicks of the last 30 days the plugin reports for a post (0 when not listed). */
async function countsOf(id: number): Promise<{ views: number; clicks: number }> {
  const response = await fetch(`${urls.wordpress}/wp-json/curadoria/v1/popular?days=30&limit=50`);
  const entry = v.parse(popularSchema, await response.json()).find((item) => item.id === id);
  return { views: entry?.views ?? 0, clicks: entry?.clicks ?? 0 };
}

async function topFive(): Promise<string[]> {
  const response = await fetch(`${urls.wordpress}/wp-json/curadoria/v1/popular?days=30&limit=5`);
  const ranked = v.parse(popularSchema, await response.json());
  return Promise.all(ranked.map(async (entry) => plainText((await wpPost(entry.id)).title.rendered)));
}

test.describe('counting, as a real visitor (not an automated browser)', () => {
  // The plugin ignores headless browsers by their user agent, and the site sends nothing when
  // navigator.webdriver is set: this visitor looks like a person's Chromium.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  });

  test("a product page view counts once, and each 'Ver produto' click once, without holding the visitor", async ({
    page,
    context,
  }) => {
    const id = postId('umidificador-de-ar-ultrassonico');
    const before = await countsOf(id);
    const events = page.waitForRequest((request) => request.url().endsWith('/wp-json/curadoria/v1/events'));
    await page.goto(`/product/${id}`);
    expect((await events).postDataJSON()).toEqual({ type: 'view', post: id });
    await expect.poll(() => countsOf(id)).toEqual({ views: before.views + 1, clicks: before.clicks });

    const [shop] = await Promise.all([
      context.waitForEvent('page'),
      page
        .getByRole('link', { name: /^Ver produto/ })
        .first()
        .click(),
    ]);
    await shop.close();
    await expect.poll(() => countsOf(id)).toEqual({ views: before.views + 1, clicks: before.clicks + 1 });
  });
});

test('an automated browser sends nothing (the plugin would not count it anyway)', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/curadoria/v1/events')) sent.push(request.url());
  });
  await page.goto(`/product/${postId('umidificador-de-ar-ultrassonico')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(sent).toEqual([]);
});

test("'Mais Lidas' of the built home lists the five most viewed products of the last 30 days", async ({ page }) => {
  await page.goto('/');
  await expect(productCards(page)).toHaveCount(20);
  const mostRead = page.getByRole('region', { name: 'Mais Lidas' }).getByRole('link');
  await expect(mostRead).toHaveText(await topFive());
});

test.describe('sample mode', () => {
  test.use({ baseURL: urls.sample });

  test('sends no event at all', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/curadoria/')) sent.push(request.url());
    });
    await page.goto('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const [shop] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .getByRole('link', { name: /^Ver produto/ })
        .first()
        .click(),
    ]);
    await shop.close();
    expect(sent).toEqual([]);
  });
});
