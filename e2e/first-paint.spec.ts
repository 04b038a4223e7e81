// What the LIVE build does for a phone's first paint (issue 8): the page paints from its HTML alone (stylesheet
// inline, one image preloaded), its JavaScript is requested only after the page has loaded, and a shared filtered
// link never shows, then swaps, the unfiltered prerendered list.
import { urls } from './support/env';
import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';

const PHONE = { width: 412, height: 823 };

test.describe('first paint of the prerendered pages', () => {
  test.use({ viewport: PHONE });

  test('the home paints with its stylesheet inline, preloads one image and requests the stylesheet file and its JavaScript after the load event and the first paint', async ({
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
        inlineStyles: document.querySelectorAll('style[data-href]').length,
        files: resources
          .filter((entry) => entry.name.endsWith('.js') || entry.name.endsWith('.css'))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        imagePreloads: document.querySelectorAll('link[rel="preload"][as="image"]').length,
      };
    });
    expect(timing.inlineStyles).toBe(1);
    expect(timing.imagePreloads).toBe(1);
    expect(timing.files.filter(({ name }) => name.endsWith('.css'))).toHaveLength(1);
    expect(timing.files.filter(({ name }) => name.endsWith('.js')).length).toBeGreaterThan(0);
    for (const { name, start } of timing.files) {
      expect(start, name).toBeGreaterThanOrEqual(timing.loadEnd);
      expect(start, name).toBeGreaterThanOrEqual(timing.firstPaint);
    }
  });

  test('the home asks for the other product images, and its JavaScript, only once its first image has arrived', async ({
    page,
  }) => {
    // A slow network for pictures (the build's copies, and WordPress's for any it did not take in):
    // each takes a second to come, so the order of the requests shows.
    for (const pictures of ['**/pictures/**', '**/wp-content/uploads/**']) {
      await page.route(pictures, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
    }
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    /** Start of each request of the page so far, and when the first image (the largest paint) arrived. */
    const timing = () =>
      page.evaluate(() => {
        const resources = performance.getEntriesByType('resource');
        const firstImage = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc;
        const first = resources.find((entry) => entry.name === firstImage);
        // Every address a held product image may ask for: its src, its srcset's candidates and those of
        // its <picture>'s AVIF source. (The sidebar's lazy thumbnails are not held, and may show the
        // first product's own files.)
        const heldImages = new Set(
          [...document.querySelectorAll<HTMLImageElement>('main img[data-after-first-image]')].flatMap((image) =>
            [image.src, image.srcset, image.parentElement?.querySelector('source')?.srcset ?? '']
              .flatMap((srcset) => srcset.split(',').map((candidate) => candidate.trim().split(' ')[0] ?? ''))
              .filter(Boolean)
              .map((url) => new URL(url, location.href).href),
          ),
        );
        return {
          firstArrived: first && 'responseEnd' in first ? Number(first.responseEnd) : Number.NaN,
          images: resources.filter((entry) => heldImages.has(entry.name)).map((entry) => entry.startTime),
          scripts: resources.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
        };
      });
    // The cards below the first screen come in reach of the lazy loading at once on a phone.
    await expect.poll(async () => (await timing()).images.length).toBeGreaterThanOrEqual(2);
    const { firstArrived, images, scripts } = await timing();
    expect(firstArrived).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of [...images, ...scripts]) expect(start).toBeGreaterThanOrEqual(firstArrived);
    await expect(page.locator('main img[data-after-first-image]').first()).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });

  /** The computed properties that make an element look as it does, beside its box. */
  const LOOK = [
    'display',
    'visibility',
    'color',
    'background-color',
    'border',
    'border-radius',
    'font',
    'box-shadow',
    'opacity',
    'transform',
    'outline',
    'backdrop-filter',
    'letter-spacing',
  ];

  // The inline <style> holds only the rules the page's HTML uses; the whole file comes later. Nothing
  // the visitor sees may change when it arrives: every element keeps its place, size and look.
  // (Compared as boxes and styles: screenshots of two loads differ by a few pixels of image raster.)
  for (const kind of ['the home', 'a product page', 'a category page']) {
    test(`${kind} looks the same with its inline part of the stylesheet as with the whole file`, async ({
      browser,
      page: home,
    }) => {
      await home.goto('/');
      const card = home.getByTestId('product-card').first();
      const path =
        kind === 'the home'
          ? '/'
          : kind === 'a product page'
            ? await card.getByRole('link').first().getAttribute('href')
            : await home
                .getByRole('navigation', { name: 'Principal' })
                .getByRole('link', { name: 'Casa', includeHidden: true })
                .getAttribute('href');
      if (path === null) throw new Error('no product link on the home');
      const looks = async (stylesheetFile: boolean) => {
        const page = await browser.newPage({ viewport: PHONE, baseURL: urls.live });
        await page.route('**/assets/*.js', (route) => route.abort());
        if (!stylesheetFile) await page.route('**/assets/*.css', (route) => route.abort());
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (stylesheetFile) {
          await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
        }
        const elements = await page.evaluate((look) => {
          // Script elements are never seen, and the page loader adds the app's when it starts, which
          // can be before or after this snapshot (a flaky difference of one element).
          const seen = [...document.body.querySelectorAll('*')].filter((element) => element.tagName !== 'SCRIPT');
          return seen.map((element) => {
            const box = element.getBoundingClientRect();
            const style = getComputedStyle(element);
            const values = look.map((name) => style.getPropertyValue(name));
            return [element.tagName, box.x, box.y, box.width, box.height, ...values].join(' | ');
          });
        }, LOOK);
        await page.close();
        return elements;
      };
      const inlineOnly = await looks(false);
      expect(inlineOnly.length).toBeGreaterThan(50);
      expect(await looks(true)).toEqual(inlineOnly);
    });
  }

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

  test('/?q=fone hides the unfiltered prerendered list until the app applies the filter', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/?q=fone');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('product-card').first()).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Produtos em destaque' })).toBeHidden();
  });

  test("/?categoria=Casa opens Casa's page before the app runs, the rest of the address kept", async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/?categoria=Casa&utm_source=whatsapp');
    await expect(page).toHaveURL('/categoria/casa?utm_source=whatsapp');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
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
