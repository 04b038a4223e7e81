// Consent on the ADS build (sample products, AdSense configured with a fake publisher id). Every request that leaves
// 127.0.0.1 is intercepted: the AdSense script is answered with a stand-in, everything else is refused, so Google
// is never reached. The stand-in's request is where the order is checked: at that moment the page's dataLayer must
// already hold the Consent Mode default.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

import { FAKE_ADSENSE } from './support/env';
import { expect, productCards, test, urls } from './support/fixtures';

test.use({ baseURL: urls.ads });

const ADSENSE_SCRIPT = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

interface PageConsent {
  /** The dataLayer's commands, as arrays. */
  commands: unknown[][];
  requestNonPersonalizedAds: unknown;
}

interface ScriptRequest extends PageConsent {
  url: string;
}

interface Traffic {
  /** Every request that tried to leave 127.0.0.1, in order. */
  outside: string[];
  /** The AdSense script requests, with the page's consent state at the moment of each. */
  adSenseScript: ScriptRequest[];
}

/** The page's consent state, read in the page. */
function readConsent(page: Page): Promise<PageConsent> {
  return page.evaluate(() => ({
    commands: (window.dataLayer ?? []).map((entry) =>
      typeof entry === 'object' && entry !== null ? Object.values(entry).map((value: unknown) => value) : [entry],
    ),
    requestNonPersonalizedAds: window.adsbygoogle?.requestNonPersonalizedAds ?? null,
  }));
}

async function isolate(context: BrowserContext, page: Page): Promise<Traffic> {
  const traffic: Traffic = { outside: [], adSenseScript: [] };
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    async (route) => {
      const url = route.request().url();
      traffic.outside.push(url);
      if (!url.startsWith(ADSENSE_SCRIPT)) return route.abort('blockedbyclient');
      traffic.adSenseScript.push({ url, ...(await readConsent(page)) });
      return route.fulfill({ contentType: 'text/javascript', body: 'window.fakeAdSenseLoaded = true;' });
    },
  );
  return traffic;
}

function consentBanner(page: Page) {
  return page.getByRole('dialog', { name: 'Cookies de publicidade' });
}

async function expectNoCookies(context: BrowserContext) {
  expect(await context.cookies(), 'cookies in the browser').toEqual([]);
  expect(
    await context.cookies(['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net']),
  ).toEqual([]);
}

/** The stored choice, read back from the page. */
function storedChoice(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('curadoria:consent'));
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test.describe('consent banner (ADS build)', () => {
  test('first visit: the banner asks, Consent Mode is denied, and nothing goes to Google before a choice', async ({
    page,
    context,
  }) => {
    const traffic = await isolate(context, page);
    await page.goto('/');
    await expect(consentBanner(page)).toBeVisible();
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByTestId('ad-slot')).toHaveCount(1);
    // Bring the ad row into view: it still waits for the choice.
    await page.getByTestId('ad-slot').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(traffic.outside, 'requests leaving the site before a choice').toEqual([]);
    expect((await readConsent(page)).commands).toEqual([['consent', 'default', DENIED]]);
    expect(await storedChoice(page)).toBeNull();
    await expectNoCookies(context);
  });

  test("'Rejeitar': consent stays denied, AdSense loads after the default with non-personalised ads", async ({
    page,
    context,
  }) => {
    const traffic = await isolate(context, page);
    await page.goto('/');
    await consentBanner(page).getByRole('button', { name: 'Rejeitar' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await page.getByTestId('ad-slot').scrollIntoViewIfNeeded();
    await expect.poll(() => traffic.adSenseScript.length).toBe(1);
    const [request] = traffic.adSenseScript;
    expect(request?.url).toBe(`${ADSENSE_SCRIPT}?client=${FAKE_ADSENSE.client}`);
    // At the moment the script was requested: the default first, then the choice, and the non-personalised flag.
    expect(request?.commands).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', DENIED],
    ]);
    expect(request?.requestNonPersonalizedAds).toBe(1);
    expect(traffic.outside).toEqual([request?.url]);
    await expect.poll(() => page.evaluate(() => window.adsbygoogle?.length)).toBe(1);
    expect(JSON.parse((await storedChoice(page)) ?? 'null')).toMatchObject({ version: 1, ads: 'denied' });
    await expectNoCookies(context);
  });

  test("'Aceitar' grants; the choice survives a reload and can be changed from the footer", async ({
    page,
    context,
  }) => {
    const traffic = await isolate(context, page);
    await page.goto('/');
    await consentBanner(page).getByRole('button', { name: 'Aceitar' }).click();
    await expect(consentBanner(page)).toBeHidden();
    await expect.poll(() => traffic.adSenseScript.length).toBe(1);
    expect(traffic.adSenseScript[0]?.commands).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(traffic.adSenseScript[0]?.requestNonPersonalizedAds).toBe(0);

    // A new page load: no question, the kept choice is signalled before the script.
    await page.reload();
    await expect(productCards(page)).toHaveCount(10);
    await expect.poll(() => traffic.adSenseScript.length).toBe(2);
    expect(traffic.adSenseScript[1]?.commands).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    await expect(consentBanner(page)).toHaveCount(0);

    // The footer reopens it, with the focus; withdrawing reloads the page so no further ad is personalised.
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Preferências de cookies' });
    await footerButton.click();
    await expect(consentBanner(page)).toBeVisible();
    await expect(consentBanner(page)).toBeFocused();
    await expect(consentBanner(page)).toContainText('Escolha atual: Aceitar.');
    await consentBanner(page).getByRole('button', { name: 'Rejeitar' }).click();
    await expect.poll(() => traffic.adSenseScript.length).toBe(3);
    expect(traffic.adSenseScript[2]?.commands).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', DENIED],
    ]);
    expect(traffic.adSenseScript[2]?.requestNonPersonalizedAds).toBe(1);
    await expect(consentBanner(page)).toHaveCount(0);
  });

  test('works from the keyboard: first in the tab order, Personalizar, a checkbox, Salvar escolha', async ({
    page,
    context,
  }) => {
    const traffic = await isolate(context, page);
    await page.goto('/product/1');
    await expect(consentBanner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(consentBanner(page).getByRole('button', { name: 'Rejeitar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(consentBanner(page).getByRole('button', { name: 'Personalizar' })).toBeFocused();
    await page.keyboard.press('Enter');
    const preferences = page.getByRole('dialog', { name: 'Preferências de cookies' });
    const personalised = preferences.getByRole('checkbox', { name: 'Anúncios personalizados' });
    await expect(personalised).toBeFocused();
    await expect(personalised).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(personalised).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(preferences.getByRole('button', { name: 'Salvar escolha' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(preferences).toHaveCount(0);
    expect(JSON.parse((await storedChoice(page)) ?? 'null')).toMatchObject({ ads: 'granted' });
    // No ad rows on a product page: nothing was requested from Google.
    expect(traffic.outside).toEqual([]);
    expect((await readConsent(page)).commands.at(-1)).toEqual(['consent', 'update', GRANTED]);
  });

  test('on a phone it moves nothing, leaves the page scrollable past it and the Ver produto button visible', async ({
    page,
    context,
  }, testInfo) => {
    await isolate(context, page);
    await page.setViewportSize({ width: 375, height: 667 });
    // Layout shifts of the whole visit, recorded from the start.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if ('value' in entry && 'hadRecentInput' in entry && entry.hadRecentInput === false) {
            shifts.push(Number(entry.value));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const layoutShift = () =>
      page.evaluate(() => {
        const shifts: unknown = Reflect.get(window, 'layoutShifts');
        return Array.isArray(shifts) ? shifts.reduce((sum: number, value: unknown) => sum + Number(value), 0) : -1;
      });

    for (const path of ['/', '/product/1']) {
      await page.goto(path);
      const banner = consentBanner(page);
      await expect(banner).toBeVisible();
      const bannerBox = await banner.boundingBox();
      if (bannerBox === null) throw new Error('banner not laid out');
      expect(bannerBox.y + bannerBox.height).toBeCloseTo(667, 0);
      expect(bannerBox.height, 'a compact banner').toBeLessThanOrEqual(200);
      // The page is longer by the banner's height, so its end can scroll above the banner.
      const margin = await page.evaluate(() => getComputedStyle(document.body).marginBottom);
      expect(margin).toBe(`${Math.round(bannerBox.height)}px`);
      expect(await layoutShift(), `layout shift on ${path}`).toBe(0);
      await screenshot(page, testInfo, `consent-banner-375${path === '/' ? '-home' : '-product'}`);
    }
    await consentBanner(page).getByRole('button', { name: 'Personalizar' }).click();
    await expect(page.getByRole('checkbox', { name: 'Anúncios personalizados' })).toBeFocused();
    await screenshot(page, testInfo, 'consent-personalizar-375-product');
    await page.getByRole('button', { name: 'Voltar' }).click();
    expect(await layoutShift(), 'layout shift after Personalizar (visitor input excluded)').toBe(0);

    const buy = page.getByRole('link', { name: /^Ver produto/ }).first();
    const buyBox = await buy.boundingBox();
    const bannerBox = await consentBanner(page).boundingBox();
    if (buyBox === null || bannerBox === null) throw new Error('not laid out');
    expect(buyBox.y + buyBox.height, "'Ver produto' above the banner").toBeLessThanOrEqual(bannerBox.y);
    // The footer's last line can be brought above the banner.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByText(/Todos os direitos reservados/);
    const copyrightBox = await copyright.boundingBox();
    if (copyrightBox === null) throw new Error('not laid out');
    expect(copyrightBox.y + copyrightBox.height).toBeLessThanOrEqual(bannerBox.y);
  });

  test('the build wrote ads.txt for the publisher', async () => {
    const response = await fetch(`${urls.ads}/ads.txt`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0\n');
  });
});

test.describe('builds without AdSense', () => {
  for (const [name, origin] of [
    ['LIVE', urls.live],
    ['SAMPLE', urls.sample],
  ] as const) {
    test(`${name}: no banner, no footer link, no consent code, no cookie, no ads.txt`, async ({ page, context }) => {
      const traffic = await isolate(context, page);
      await page.goto(`${origin}/`);
      await expect(productCards(page).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Preferências de cookies' })).toHaveCount(0);
      expect(await page.evaluate(() => ({ dataLayer: window.dataLayer, adsbygoogle: window.adsbygoogle }))).toEqual({
        dataLayer: undefined,
        adsbygoogle: undefined,
      });
      expect(traffic.outside).toEqual([]);
      await expectNoCookies(context);
      expect((await fetch(`${origin}/ads.txt`, { signal: AbortSignal.timeout(5000) })).status).toBe(404);
    });
  }
});
