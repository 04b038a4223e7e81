// Responsive layout of the LIVE build at phone, tablet and desktop widths, with full-page screenshots kept as
// test artifacts (test-results/<test>/ and attached to the HTML report).
import type { Page, TestInfo } from '@playwright/test';

import { banner, expect, LIVE_BANNER, productCards, test } from './support/fixtures';
import { postId } from './support/wordpress';

const WIDTHS = [
  { width: 375, columns: 1 },
  { width: 768, columns: 2 },
  { width: 1280, columns: 4 },
] as const;

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page wider than the viewport').toBeLessThanOrEqual(innerWidth);
}

/** Columns of the grid's first row: the distinct x positions of the cards on the first card's row. */
async function firstRowColumns(page: Page): Promise<number> {
  const boxes = await productCards(page).evaluateAll((cards) =>
    cards.slice(0, 8).map((card) => {
      const box = card.getBoundingClientRect();
      return { x: Math.round(box.x), y: Math.round(box.y) };
    }),
  );
  const first = boxes[0];
  if (first === undefined) return 0;
  return new Set(boxes.filter((box) => Math.abs(box.y - first.y) < 2).map((box) => box.x)).size;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // Lazy images below the fold: scroll through once so the full-page picture shows them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
  });
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const { width, columns } of WIDTHS) {
  test(`${width} px wide: ${columns} column(s), no horizontal scroll; screenshots of home and detail`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await expect(productCards(page)).toHaveCount(20);
    expect(await firstRowColumns(page)).toBe(columns);
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, `home-${width}`);

    await page.goto(`/product/${postId('kit-chaves-de-precisao-24-em-1')}`);
    await expect(page.getByRole('heading', { name: 'Gostou do produto?' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, `detail-${width}`);
  });
}
