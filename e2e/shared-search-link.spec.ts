// A shared search link (`/?q=fone`) paints its results before the app has started (issue 17, item 4): the
// early search script (app/early-search.ts) draws them where the app's list goes, and the app replaces them
// with its own list, the same cards, without a second list. LIVE build, phone-sized, CPU slowed 4x, the app's
// JavaScript held back until the test lets it go.
import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';

const PHONE = { width: 412, height: 823 };

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const FIRST_RESULT = 'Fone de Ouvido Bluetooth JBL Tune 520BT – Som Pure Bass';

/** True once React Router has created its router (the app's JavaScript runs). */
function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => '__reactRouterDataRouter' in window);
}

/** Holds the app's JavaScript (not the early search script) back until `release` is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    if (!new URL(route.request().url()).pathname.startsWith('/assets/early-search-')) await released;
    await route.continue();
  });
  return release;
}

/** The result cards a visitor sees (hidden ones, such as the prerendered unfiltered list, are not in the tree). */
function resultTitles(page: Page) {
  return page.getByRole('article').getByRole('heading', { level: 2 });
}

test('a shared search link shows its results before the app has started, then the same ones from the app', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.mainFrame().goto('/?q=fone', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “fone”');
  await expect(resultTitles(page).first()).toHaveText(FIRST_RESULT);
  const early = await resultTitles(page).allTextContents();
  // The first card's image is the page's largest paint: fetched at once, at high priority.
  await expect(page.getByRole('article').first().locator('img')).toHaveAttribute('fetchpriority', 'high');
  expect(await appStarted(page), 'the results came before the app').toBe(false);

  // Held back for a second more, as over a phone's network: the early results stay on screen meanwhile.
  await page.waitForTimeout(1000);
  release();
  await page.waitForFunction(
    () => '__reactRouterDataRouter' in window && window.history.scrollRestoration === 'manual',
    undefined,
    { timeout: 15_000 },
  );
  await expect(page.getByRole('searchbox', { name: 'Buscar produtos' })).toHaveValue('fone');
  await page.waitForLoadState('networkidle');
  // The app's list: the same cards first, one list, one heading.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “fone”');
  const shown = await resultTitles(page).allTextContents();
  expect(shown.slice(0, early.length)).toEqual(early);
  expect(new Set(shown).size).toBe(shown.length);
});

test('a search typed before the app starts shows the app results for it, not the shared link’s', async ({ page }) => {
  const release = await holdAppScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.mainFrame().goto('/?q=fone', { waitUntil: 'commit' });
  await expect(resultTitles(page).first()).toHaveText(FIRST_RESULT);

  const box = page.getByRole('searchbox', { name: 'Buscar produtos' });
  await box.tap();
  await page.keyboard.type('cafeteira', { delay: 50 });
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “cafeteira”');
  await expect(box).toHaveValue('cafeteira');
  await expect(resultTitles(page).first()).toContainText(/cafeteira/i);
  await expect(resultTitles(page).filter({ hasText: FIRST_RESULT })).toHaveCount(0);
});

test('a shared search link whose words no product has says so before the app has started, and the app says the same', async ({
  page,
}) => {
  const release = await holdAppScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // 'bicicleta' is a product of the seed; every word must match, and no product is a 'violão'.
  await page.mainFrame().goto('/?q=bicicleta%20viol%C3%A3o', { waitUntil: 'commit' });

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “bicicleta violão”');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await expect(resultTitles(page)).toHaveCount(0);
  // Under the empty state, the newsletter, as the app will show it: on the first screen already.
  const newsletter = page.getByRole('heading', { name: 'Não perca nenhuma novidade!' });
  await expect(newsletter).toBeInViewport();
  const before = await newsletter.boundingBox();
  await page.evaluate(() => {
    const seen: boolean[] = [];
    const look = () => {
      const heading = [...document.querySelectorAll('h2')].find(
        (h2) => h2.textContent === 'Não perca nenhuma novidade!',
      );
      seen.push(heading !== undefined && heading.checkVisibility({ visibilityProperty: true }));
      requestAnimationFrame(look);
    };
    look();
    Object.assign(window, { newsletterSeen: seen });
  });
  expect(await appStarted(page), 'the answer came before the app').toBe(false);

  release();
  await page.waitForFunction(
    () => '__reactRouterDataRouter' in window && window.history.scrollRestoration === 'manual',
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “bicicleta violão”');
  await expect(page.getByText('Nenhum produto encontrado')).toHaveCount(1);
  await expect(resultTitles(page)).toHaveCount(0);
  // The app kept it where it was, on screen in every frame while it started and searched.
  expect(await newsletter.boundingBox()).toEqual(before);
  const seen = await page.evaluate(() => ('newsletterSeen' in window ? window.newsletterSeen : null));
  expect(seen, 'the newsletter in every frame').toContain(true);
  expect(seen, 'the newsletter in every frame').not.toContain(false);
  expect(await layoutShift(page)).toBe(0);
});
