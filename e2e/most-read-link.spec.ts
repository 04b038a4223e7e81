// 'Mais Lidas' in the header menu takes the visitor to the sidebar list of the home, from the home itself and from
// any other page, on a phone (where the list sits below the whole product grid) and on a desktop.
import type { Locator, Page } from '@playwright/test';

import { banner, expect, LIVE_BANNER, productCards, test } from './support/fixtures';
import { postId } from './support/wordpress';

function mostReadLink(page: Page) {
  return page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Mais Lidas' });
}

/** The list's heading is on screen, below the sticky header (not hidden under it). */
async function expectInView(page: Page, list: Locator) {
  const heading = list.getByRole('heading', { name: 'Mais Lidas' });
  await expect(heading).toBeInViewport();
  const belowHeader = async () => {
    const header = await page.locator('header').first().boundingBox();
    const box = await heading.boundingBox();
    if (header === null || box === null) throw new Error('header or heading not laid out');
    return box.y - (header.y + header.height);
  };
  // Where the list ends up, not where it passes: cards above it take their real height as the scroll
  // brings them near the screen, so wait until it has held still for a moment.
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const now = await belowHeader();
        const still = Math.abs(now - last) < 1;
        last = now;
        return still;
      },
      { message: 'the list stops moving', intervals: [400] },
    )
    .toBe(true);
  await expect(heading).toBeInViewport();
  expect(await belowHeader(), 'heading below the sticky header').toBeGreaterThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("'Mais Lidas' from a product page opened directly: goes home, then to the list once it has loaded", async ({
      page,
    }) => {
      await page.goto(`/product/${postId('air-fryer-mondial-4-litros')}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await mostReadLink(page).click();
      await expect(page).toHaveURL('/#mais-lidas');
      await expect(banner(page, LIVE_BANNER)).toBeVisible();
      await expect(productCards(page)).toHaveCount(20);
      const list = page.getByRole('region', { name: 'Mais Lidas' });
      await expect(list.getByRole('listitem')).toHaveCount(5);
      await expectInView(page, list);
      await expect(list).toBeFocused();
    });

    test("'Mais Lidas' on the home scrolls to the list, again after scrolling away, and keeps a search", async ({
      page,
    }) => {
      await page.goto('/');
      await expect(productCards(page)).toHaveCount(20);
      const list = page.getByRole('region', { name: 'Mais Lidas' });
      await mostReadLink(page).click();
      await expectInView(page, list);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(list.getByRole('heading', { name: 'Mais Lidas' })).not.toBeInViewport();
      await mostReadLink(page).click();
      await expectInView(page, list);

      await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('fone');
      await expect(page).toHaveURL('/?q=fone');
      await mostReadLink(page).click();
      await expect(page).toHaveURL('/?q=fone#mais-lidas');
      await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('fone');
      await expectInView(page, list);
    });
  });
}
