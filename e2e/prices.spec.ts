// Honest prices against the real companion plugin (1.4) and its seed: offers from several shops, the
// price history chart, the labels the rules allow, the JSON-LD numbers and clicks counted per store.
import { request, type APIRequestContext, type Page } from '@playwright/test';
import * as v from 'valibot';

import { expect, test, urls } from './support/fixtures';
import { brl, plainText, postId, wpPost } from './support/wordpress';

const pricesSchema = v.object({
  currency: v.string(),
  points: v.array(v.object({ date: v.string(), store: v.string(), price_cents: v.number() })),
  lowest_90: v.nullable(v.object({ price_cents: v.number(), date: v.string(), store: v.string() })),
});

/** The plugin's GET /curadoria/v1/prices/{id}. */
async function pricesOf(id: number) {
  const response = await fetch(`${urls.wordpress}/wp-json/curadoria/v1/prices/${id}`);
  expect(response.status).toBe(200);
  return v.parse(pricesSchema, await response.json());
}

const brazilian = (day: string) => day.split('-').reverse().join('/');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The offers WordPress gives for a post, cheapest first (ties in the editor's order). */
async function offersOf(id: number) {
  const offers = (await wpPost(id)).meta.offers ?? [];
  return [...offers].sort((a, b) => a.price_cents - b.price_cents);
}

/** Exactly the label, not 'Menor preço em 90 dias: R$ …' under the chart. */
const lowestLabel = (scope: Page) => scope.getByText('Menor preço em 90 dias', { exact: true });

const JBL = 'fone-bluetooth-jbl-tune-520bt';
const TOOTHBRUSH = 'escova-dental-eletrica-oral-b-pro-series-1';
const AIR_FRYER = 'air-fryer-mondial-4-litros';

test('the offers come cheapest first, the cheapest marked, each a sponsored link in a new tab', async ({ page }) => {
  const id = postId(JBL);
  const offers = await offersOf(id);
  expect(offers.map((offer) => offer.store)).toEqual(['Mercado Livre', 'Shopee', 'Amazon', 'Magalu']);
  // Each store with its own article.
  const linkTexts = ['Ver no Mercado Livre', 'Ver na Shopee', 'Ver na Amazon', 'Ver na Magalu'];
  await page.goto(`/product/${id}`);
  const items = page.getByRole('region', { name: 'Onde comprar' }).getByRole('listitem');
  await expect(items).toHaveCount(4);
  for (const [index, offer] of offers.entries()) {
    const item = items.nth(index);
    const link = item.getByRole('link');
    await expect(link).toHaveAccessibleName(`${linkTexts[index] ?? ''} (${brl(offer.price_cents)}) (abre em nova aba)`);
    await expect(link).toHaveAttribute('href', offer.url);
    await expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(item.getByText('Menor preço', { exact: true })).toHaveCount(index === 0 ? 1 : 0);
  }
  const cheapest = offers[0];
  if (cheapest === undefined) throw new Error('JBL has offers');
  for (const button of await page.getByRole('link', { name: /^Ver produto/ }).all()) {
    await expect(button).toHaveAccessibleName(`Ver produto (${brl(cheapest.price_cents)}) (abre em nova aba)`);
    await expect(button).toHaveAttribute('href', cheapest.url);
  }
});

test.describe('the price history chart, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('paints from the prerendered HTML, with its accessible name, text alternative and lowest of 90 days', async ({
    page,
  }) => {
    const id = postId(TOOTHBRUSH);
    const { points, lowest_90: lowest } = await pricesOf(id);
    const drop = points.findLast((point) => point.store === 'Amazon');
    if (lowest === null || drop === undefined) throw new Error('the toothbrush has a history');
    await page.goto(`/product/${id}`);
    const chart = page.getByRole('img', { name: /^Histórico de preços dos últimos 90 dias, até \d{2}\/\d{2}\/\d{4}$/ });
    await expect(chart).toBeVisible();
    expect((await chart.boundingBox())?.height).toBeGreaterThan(100);
    await expect(chart.locator('path')).toHaveCount(2);
    await expect(chart).toHaveAccessibleDescription(
      new RegExp(
        `^Menor preço: R\\$ 189,90 \\(Amazon, de ${brazilian(drop.date)} a .*\\)\\. ` +
          `Maior preço: R\\$ 229,90 \\(Magalu, .*\\)\\. ` +
          `Preço atual: R\\$ 189,90 \\(Amazon, desde ${brazilian(drop.date)}\\)\\.$`,
      ),
    );
    await expect(page.getByRole('list', { name: 'Lojas no gráfico' }).getByRole('listitem')).toHaveText([
      'Amazon',
      'Magalu',
    ]);
    await expect(
      page.getByText(`Menor preço em 90 dias: ${brl(lowest.price_cents)} (${brazilian(lowest.date)}, ${lowest.store})`),
    ).toBeVisible();
  });
});

test("a real drop: 'Menor preço em 90 dias' and the discount against the 30 days before it", async ({ page }) => {
  await page.goto(`/product/${postId(TOOTHBRUSH)}`);
  const header = page.locator('article header');
  await expect(header.getByText('Menor preço em 90 dias', { exact: true })).toBeVisible();
  await expect(
    header.getByText('Baixou 13% em relação ao menor preço dos 30 dias anteriores (R$ 219,90)'),
  ).toBeVisible();
});

test('\'Black Fraude\': the Air Fryer raised three weeks before its "discount" gets no label, on its page or card', async ({
  page,
}) => {
  const id = postId(AIR_FRYER);
  const title = plainText((await wpPost(id)).title.rendered);
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: /^Histórico de preços/ })).toBeVisible();
  await expect(page.getByText('Menor preço em 90 dias: R$ 379,90', { exact: false })).toBeVisible();
  await expect(lowestLabel(page)).toHaveCount(0);
  await expect(page.getByText(/Baixou/)).toHaveCount(0);

  await page.goto('/');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toContainText('R$ 399,90');
  await expect(card.getByText('Menor preço em 90 dias', { exact: true })).toHaveCount(0);
  const toothbrush = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: plainText((await wpPost(postId(TOOTHBRUSH))).title.rendered) }) });
  await expect(toothbrush.getByText('Menor preço em 90 dias', { exact: true })).toBeVisible();
});

test('a post from before the plugin 1.4 shows its price text, with no offers and no chart', async ({ page }) => {
  const id = postId('organizador-de-cabos-magnetico');
  const post = await wpPost(id);
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainText(post.title.rendered));
  await expect(page.getByRole('link', { name: /^Ver produto/ }).first()).toHaveAccessibleName(
    new RegExp(`^Ver produto \\(${escaped(String(post.meta.price))}\\)`),
  );
  await expect(page.getByRole('region', { name: 'Onde comprar' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Histórico de preços/ })).toHaveCount(0);
});

test.describe('structured data in the prerendered HTML', () => {
  /** The Product JSON-LD of a page, as plain HTTP gives it. */
  async function productJsonLd(id: number): Promise<unknown> {
    const html = await (await fetch(`${urls.live}/product/${id}`)).text();
    const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
    const parsed = blocks.map((block) => {
      const item: unknown = JSON.parse(block[1] ?? '');
      return item;
    });
    return parsed.find(
      (item) => typeof item === 'object' && item !== null && '@type' in item && item['@type'] === 'Product',
    );
  }

  test('an AggregateOffer for four shops, an Offer for one, numbers from the amounts', async () => {
    expect(await productJsonLd(postId(JBL))).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: 239.9, highPrice: 259.9, offerCount: 4, priceCurrency: 'BRL' },
    });
    const [airFryerOffer] = await offersOf(postId(AIR_FRYER));
    expect(await productJsonLd(postId(AIR_FRYER))).toMatchObject({
      offers: { '@type': 'Offer', price: 399.9, priceCurrency: 'BRL', url: airFryerOffer?.url },
    });
  });
});

/** The plugin's admin posts list, logged in as the seed's administrator. */
async function adminSession(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: urls.wordpress });
  await admin.get('/wp-login.php');
  const login = await admin.post('/wp-login.php', { form: { log: 'admin', pwd: 'admin', testcookie: '1' } });
  expect(login.ok()).toBe(true);
  return admin;
}

/** A post's clicks per store of the last days, as its admin row shows them ('Mercado Livre 3 · Magalu 1'). */
async function storeClicks(admin: APIRequestContext, id: number, search: string): Promise<Record<string, number>> {
  const html = await (await admin.get(`/wp-admin/edit.php?post_status=publish&s=${encodeURIComponent(search)}`)).text();
  const row = new RegExp(`<tr id="post-${id}"[\\s\\S]*?</tr>`).exec(html)?.[0];
  if (row === undefined) throw new Error(`post ${id} is not in the admin list`);
  const text = /curadoria-store-clicks">([^<]*)</.exec(row)?.[1] ?? '';
  return Object.fromEntries(
    [...text.matchAll(/([^·]+?) (\d+)(?: ·|$)/g)].map((match) => [match[1]?.trim() ?? '', Number(match[2])]),
  );
}

test.describe('clicks per store, as a real visitor (not an automated browser)', () => {
  // As in counting.spec.ts: the plugin ignores headless browsers, the site automated ones.
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
  });

  test("'Ver na Magalu' counts for Magalu, 'Ver produto' for the cheapest offer's shop", async ({ page, context }) => {
    const id = postId(JBL);
    const admin = await adminSession();
    const before = await storeClicks(admin, id, 'JBL Tune 520BT');
    await page.goto(`/product/${id}`);

    const sent: unknown[] = [];
    page.on('request', (sentRequest) => {
      if (sentRequest.url().endsWith('/curadoria/v1/events')) sent.push(sentRequest.postDataJSON());
    });
    const follow = async (name: RegExp) => {
      const [shop] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('link', { name }).first().click(),
      ]);
      await shop.close();
    };
    await follow(/^Ver na Magalu/);
    await follow(/^Ver produto/);
    await expect
      .poll(() => sent)
      .toEqual([
        { type: 'click', post: id, store: 'Magalu' },
        { type: 'click', post: id, store: 'Mercado Livre' },
      ]);
    await expect
      .poll(() => storeClicks(admin, id, 'JBL Tune 520BT'))
      .toMatchObject({
        Magalu: (before.Magalu ?? 0) + 1,
        'Mercado Livre': (before['Mercado Livre'] ?? 0) + 1,
      });
    await admin.dispose();
  });
});
