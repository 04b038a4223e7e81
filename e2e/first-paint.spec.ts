// What the LIVE build does for a phone's first paint (issue 8): the page paints from its HTML alone (stylesheet
// inline, one image preloaded), its JavaScript is requested only after the page has loaded, and a shared filtered
// link never shows, then swaps, the unfiltered prerendered list.
import { expect, test } from './support/fixtures';

const PHONE = { width: 412, height: 823 };

/** Sum of the layout shifts of the page so far (the Layout Instability API, as Lighthouse counts them). */
async function layoutShift(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (
              'value' in entry &&
              typeof entry.value === 'number' &&
              !('hadRecentInput' in entry && entry.hadRecentInput)
            )
              total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 100);
      }),
  );
}

test.describe('first paint of the prerendered pages', () => {
  test.use({ viewport: PHONE });

  test('the home asks for no stylesheet, preloads one image and requests its JavaScript after the load event and the first paint', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      const resources = performance.getEntriesByType('resource');
      return {
        loadEnd: navigation && 'loadEventEnd' in navigation ? Number(navigation.loadEventEnd) : 0,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        stylesheets: resources.filter((entry) => entry.name.endsWith('.css')).length,
        scripts: resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        imagePreloads: document.querySelectorAll('link[rel="preload"][as="image"]').length,
      };
    });
    expect(timing.stylesheets).toBe(0);
    expect(timing.imagePreloads).toBe(1);
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(start).toBeGreaterThanOrEqual(timing.firstPaint);
    }
  });

  test('a product page carries its icon inline; the home links the icon file search engines read', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/product\//);
    await page.goto(page.url());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
  });

  test('the home works before its JavaScript runs: products shown, and links are plain links', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos em destaque' })).toBeVisible();
  });

  for (const link of ['/?q=fone', '/?categoria=Casa']) {
    test(`${link} hides the unfiltered prerendered list until the app applies the filter`, async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(link);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByTestId('product-card').first()).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Produtos em destaque' })).toBeHidden();
    });
  }
});

test.describe('no layout shift', () => {
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    for (const link of ['/', '/?q=fone', '/?categoria=Casa', '/?q=nada-com-isso']) {
      test(`${link} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(link);
        await page.waitForLoadState('networkidle');
        await expect(page.getByText('Carregando produtos...')).toHaveCount(0);
        expect(await layoutShift(page)).toBe(0);
      });
    }
  }
});
