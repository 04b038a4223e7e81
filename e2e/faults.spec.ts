// WordPress failing in various ways, through the fault proxy. These tests use the LIVE build on its second origin
// (urls.faultSite) and scope every fault to that origin, so other tests running meanwhile never see the faults.
//
// The LIVE build prerenders the home and product pages with the build's WordPress data, which the page keeps
// without asking WordPress again while it is fresh (staleTime 60 s after the build). A real visitor comes long
// after the build, so these tests move the page's clock 10 minutes ahead: the prerendered data is then stale, the
// page asks WordPress on load, and meets the fault. (Without this the outcome would depend on how long ago the
// build ran.)
import type { Page } from '@playwright/test';

import { currentFault, setFault, type FaultMode } from './support/faults';
import { banner, expect, LIVE_BANNER, productCards, SAMPLE_BANNER, test, urls } from './support/fixtures';
import { plainText, postId, wpPost } from './support/wordpress';

test.use({ baseURL: urls.faultSite });

const AFTER_THE_BUILD_MS = 10 * 60_000;
const SAMPLE_TITLES_START = 'Fone de Ouvido Bluetooth com Cancelamento de Ruído';

async function fault(mode: FaultMode, delayMs?: number) {
  await setFault(mode, { origin: urls.faultSite, ...(delayMs === undefined ? {} : { delayMs }) });
}

async function visitLater(page: Page) {
  await page.clock.install({ time: Date.now() + AFTER_THE_BUILD_MS });
}

async function expectSamples(page: Page, timeout?: number) {
  await expect(banner(page, SAMPLE_BANNER)).toBeVisible({ timeout });
  await expect(productCards(page)).toHaveCount(10);
  await expect(productCards(page).first().getByRole('heading')).toHaveText(SAMPLE_TITLES_START);
}

async function expectLive(page: Page) {
  await expect(banner(page, LIVE_BANNER)).toBeVisible();
  await expect(productCards(page)).toHaveCount(20);
}

test.afterEach(async () => {
  await setFault('none');
  expect((await currentFault()).mode).toBe('none');
});

test.describe('home while WordPress fails', () => {
  for (const mode of ['500', 'html', 'malformed', 'drop'] as const) {
    test(`${mode}: samples are shown, the page stays usable, and live content returns with WordPress`, async ({
      page,
      wordpressRequests,
    }) => {
      await fault(mode);
      await visitLater(page);
      await page.goto('/');
      await expectSamples(page);
      expect(wordpressRequests.postLists().length).toBeGreaterThan(0);

      // Still usable: local filters on the samples, and a sample's page opens.
      await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('garrafa');
      await expect(productCards(page)).toHaveCount(1);
      await productCards(page).first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await fault('none');
      await page.goto('/');
      await expectLive(page);
    });
  }

  test('delay 15 s: the prerendered page stays up, samples after the 10 s client timeout, live after recovery', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await fault('delay', 15_000);
    await visitLater(page);
    const started = Date.now();
    await page.goto('/');
    // The prerendered products are on screen while WordPress is asked again.
    await expect(productCards(page).first()).toBeVisible();
    await expectSamples(page, 14_000);
    // Not before the client's 10 s timeout (a little slack for the clock).
    expect(Date.now() - started).toBeGreaterThan(9_000);

    await fault('none');
    await page.reload();
    await expectLive(page);
  });

  test("delay 15 s, arriving by navigation: 'Carregando produtos...' first, then samples", async ({ page }) => {
    test.setTimeout(45_000);
    const id = postId('fone-bluetooth-jbl-tune-520bt');
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('link', { name: 'Voltar', exact: true })).toBeVisible();

    await fault('delay', 15_000);
    await page.getByRole('link', { name: 'Voltar', exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Carregando produtos...')).toBeVisible();
    await expect(page.getByText('Conectando ao WordPress e buscando conteúdo.')).toBeVisible();
    await expectSamples(page, 14_000);
    await expect(page.getByText('Carregando produtos...')).toBeHidden();

    await fault('none');
    await page.reload();
    await expectLive(page);
  });
});

test.describe('shared filtered links while WordPress is slow', () => {
  for (const { link, heading, samples } of [
    { link: '/?q=fone', heading: 'Resultados para “fone”', samples: 1 },
    { link: '/?categoria=Casa', heading: 'Casa', samples: 2 },
  ]) {
    test(`delay 15 s on ${link}: loading state, never the unfiltered prerendered list, then the matching samples`, async ({
      page,
    }) => {
      test.setTimeout(45_000);
      await fault('delay', 15_000);
      await visitLater(page);
      await page.goto(link);
      // The heading follows the URL once the page has hydrated.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      // While WordPress has not answered (it cannot before 10 s), the list must not claim that unrelated products
      // match the filter. One look, right after hydration, well inside the delay:
      const whileWaiting = {
        loading: await page.getByText('Carregando produtos...').isVisible(),
        cards: await productCards(page).count(),
        liveBanner: await banner(page, LIVE_BANNER).isVisible(),
      };
      expect.soft(whileWaiting).toEqual({ loading: true, cards: 0, liveBanner: false });
      // A category link may wait for two client timeouts: the categories (to find the id), then the list.
      await expect(banner(page, SAMPLE_BANNER)).toBeVisible({ timeout: 25_000 });
      await expect(productCards(page)).toHaveCount(samples);
    });
  }
});

test.describe('product page while WordPress fails', () => {
  test('500 on a post whose id has a sample: the sample and the connection error; live after recovery', async ({
    page,
  }) => {
    const id = postId('fone-bluetooth-jbl-tune-520bt');
    expect(id).toBeLessThanOrEqual(10); // the samples have ids 1 to 10
    const post = await wpPost(id);
    await fault('500');
    await visitLater(page);
    await page.goto(`/product/${id}`);
    await expect(page.getByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ver produto \(/ }).first()).toBeVisible();

    await fault('none');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainText(post.title.rendered));
    await expect(page.getByText('Erro ao conectar com WordPress. Mostrando dados de exemplo.')).toHaveCount(0);
  });

  test("500 on a post with no sample: 'Produto não encontrado'; live after recovery", async ({ page }) => {
    const id = postId('air-fryer-mondial-4-litros');
    expect(id).toBeGreaterThan(10);
    const post = await wpPost(id);
    await fault('500');
    await visitLater(page);
    await page.goto(`/product/${id}`);
    await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Voltar ao início' })).toBeVisible();

    await fault('none');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainText(post.title.rendered));
  });
});

test('the fault proxy answers its control endpoint and forwards WordPress headers untouched', async () => {
  await setFault('500', { origin: urls.faultSite });
  expect(await currentFault()).toEqual({ mode: '500', delayMs: 15_000, origin: urls.faultSite });
  // Scoped: a request from another origin still reaches WordPress.
  const passed = await fetch(`${urls.proxy}/wp-json/wp/v2/posts?per_page=1`, { headers: { Origin: urls.live } });
  expect(passed.status).toBe(200);
  expect(passed.headers.get('access-control-allow-origin')).toBe(urls.live);
  expect(Number(passed.headers.get('x-wp-total'))).toBeGreaterThan(0);
  expect(Number(passed.headers.get('x-wp-totalpages'))).toBeGreaterThan(0);
  const faulted = await fetch(`${urls.proxy}/wp-json/wp/v2/posts?per_page=1`, {
    headers: { Origin: urls.faultSite },
  });
  expect(faulted.status).toBe(500);
  await faulted.body?.cancel();
  const refused = await fetch(`${urls.proxy}/__fault`, { method: 'POST', body: '{"mode":"explode"}' });
  expect(refused.status).toBe(400);
  await refused.body?.cancel();
});
