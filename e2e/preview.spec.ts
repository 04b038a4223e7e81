// The owner previews an unpublished post in the site's design: in the real local WordPress (block editor, the
// companion plugin's 'Ofertas' box) a draft with two offers is saved and previewed ('Preview in new tab'), and the
// LIVE build shows it under 'Pré-visualização — não publicado'. Nothing is published, the token goes nowhere but
// to WordPress, and an hour later (the local WordPress's test clock) the link is refused.
import { rmSync, writeFileSync } from 'node:fs';

import type { Page, Request } from '@playwright/test';

import { WORDPRESS_TEST_CLOCK } from './support/env';
import { brl } from './support/wordpress';
import { expect, test, urls } from './support/fixtures';

const SETTINGS = `${urls.wordpress}/wp-admin/options-general.php?page=curadoria-afiliados`;
const TITLE = `Cafeteira Oster PrimaLatte (prévia ${Date.now()})`;
const OFFERS = [
  { store: 'Amazon', cents: 59900, url: 'https://www.amazon.com.br/dp/B0PREVIA01' },
  { store: 'Magalu', cents: 62990, url: 'https://www.magazineluiza.com.br/cafeteira-previa/p/1/' },
];

async function logIn(page: Page): Promise<void> {
  await page.goto(`${urls.wordpress}/wp-login.php`);
  await page.getByLabel('Username or Email Address').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(/\/wp-admin\//);
}

/** Sets 'Endereço do site' in Configurações › Curadoria Afiliados; gives the value it had. */
async function setSiteAddress(page: Page, address: string): Promise<string> {
  await page.goto(SETTINGS);
  const field = page.getByLabel('Endereço do site');
  const before = await field.inputValue();
  await field.fill(address);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  return before;
}

/** Opens a new post in the block editor; gives its id (WordPress gives it one before the first save). */
async function newPost(page: Page): Promise<number> {
  await page.goto(`${urls.wordpress}/wp-admin/post-new.php`);
  await page.waitForFunction(`window.wp?.data?.select('core/editor')?.getCurrentPostId() > 0`, undefined, {
    timeout: 30_000,
  });
  // The editor's first-visit guide, off for good (the administrator's preference).
  await page.evaluate(
    `wp.data.select('core/edit-post').isFeatureActive('welcomeGuide') && wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide')`,
  );
  await expect(page.getByRole('dialog', { name: /Welcome to the block editor/ })).toHaveCount(0);
  return Number(await page.evaluate(`wp.data.select('core/editor').getCurrentPostId()`));
}

/** Writes the post's title and text, fills its 'Ofertas' box and saves it as a draft. */
async function saveDraftWithOffers(page: Page): Promise<void> {
  const title = page.getByRole('textbox', { name: 'Add title' });
  await title.fill(TITLE);
  await title.press('Enter');
  await page.keyboard.type('Café espresso e cappuccino com um toque, para testar antes de publicar.');
  const box = page.locator('#curadoria-afiliados-offers');
  for (const [index, offer] of OFFERS.entries()) {
    if (index > 0) await box.getByRole('button', { name: 'Adicionar loja' }).click();
    await box.getByLabel(`Loja da oferta ${index + 1}`).fill(offer.store);
    await box.getByLabel(`Preço da oferta ${index + 1}`, { exact: true }).fill(brl(offer.cents));
    await box.getByLabel(`Link de afiliado da oferta ${index + 1}`).fill(offer.url);
  }
  await page.getByRole('button', { name: 'Save draft' }).click();
  // Saved: the post, then the boxes (the editor posts them after the post).
  await page.waitForFunction(
    `!wp.data.select('core/editor').isSavingPost() && !wp.data.select('core/edit-post').isSavingMetaBoxes() && !wp.data.select('core/editor').isEditedPostDirty()`,
    undefined,
    { timeout: 30_000 },
  );
}

/** Deletes the test's post for good, with the editor's own REST client (its nonce). */
async function deletePost(page: Page, id: number): Promise<void> {
  await page.goto(`${urls.wordpress}/wp-admin/post.php?post=${id}&action=edit`);
  await page.waitForFunction(`typeof window.wp?.apiFetch === 'function'`, undefined, { timeout: 30_000 });
  await page.evaluate(`wp.apiFetch({ path: '/wp/v2/posts/${id}?force=true', method: 'DELETE' })`);
}

test.describe('previewing a draft from WordPress', () => {
  // The block editor is slow to start on a busy machine.
  test.setTimeout(150_000);

  test('the owner sees the draft on the site, nobody else does, and an hour later the link is refused', async ({
    page,
    context,
  }) => {
    // wp-admin in a tab of its own: the fixture's page waits for the site's app after each navigation.
    const admin = await context.newPage();
    await logIn(admin);
    const previousAddress = await setSiteAddress(admin, urls.live);
    let id = 0;
    try {
      id = await newPost(admin);
      await saveDraftWithOffers(admin);

      // 'Preview' › 'Preview in new tab': WordPress's preview of the draft, which sends the owner to the site.
      const opened = context.waitForEvent('page');
      await admin.getByRole('button', { name: 'Preview', exact: true }).click();
      await admin.getByRole('menuitem', { name: /Preview in new tab/ }).click();
      const preview = await opened;
      const requests: Request[] = [];
      preview.on('request', (request) => requests.push(request));
      await preview.waitForURL(new RegExp(`^${urls.live}/previa/\\?id=${id}&token=[0-9.A-Za-z_-]+$`), {
        timeout: 30_000,
      });
      const token = new URL(preview.url()).searchParams.get('token') ?? '';

      await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
      await expect(preview.getByText('Pré-visualização — não publicado')).toBeVisible();
      const offers = preview.getByRole('region', { name: 'Onde comprar' }).getByRole('listitem');
      await expect(offers).toHaveCount(2);
      await expect(offers.nth(0).getByRole('link')).toHaveAccessibleName(
        `Ver na Amazon (${brl(OFFERS[0]?.cents ?? 0)}) (abre em nova aba)`,
      );
      await expect(offers.nth(1).getByRole('link')).toHaveAccessibleName(
        `Ver na Magalu (${brl(OFFERS[1]?.cents ?? 0)}) (abre em nova aba)`,
      );
      // The content, and the description WordPress makes of it.
      await expect(preview.getByText('Café espresso e cappuccino com um toque')).toHaveCount(2);

      // The token went to WordPress's preview route only, and no request told anyone the page's address.
      const withToken = requests
        .filter((request) => !request.isNavigationRequest() && request.url().includes(token))
        .map((request) => new URL(request.url()).pathname);
      expect(withToken.length).toBeGreaterThan(0);
      expect(new Set(withToken)).toEqual(new Set([`/wp-json/curadoria/v1/preview/${id}`]));
      for (const request of requests) {
        expect((await request.allHeaders()).referer ?? '', request.url()).not.toContain(token);
      }

      // Nothing was published: anyone else gets 'Produto não encontrado', and WordPress keeps the post from them.
      await page.goto(`${urls.live}/product/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Produto não encontrado' })).toBeVisible();
      expect((await fetch(`${urls.wordpressRest}/posts/${id}`)).status).toBe(401);

      // An hour later the same link is refused, and the page says how to get a new one.
      writeFileSync(WORDPRESS_TEST_CLOCK, '3600');
      await preview.reload();
      await expect(
        preview.getByRole('heading', { level: 1, name: 'Link de pré-visualização expirado ou inválido' }),
      ).toBeVisible({ timeout: 15_000 });
      await expect(preview.getByText(/abra o post no WordPress e clique em “Visualizar”/)).toBeVisible();
      await expect(preview.getByRole('heading', { name: TITLE })).toHaveCount(0);
      await preview.close();
    } finally {
      rmSync(WORDPRESS_TEST_CLOCK, { force: true });
      try {
        if (id > 0) await deletePost(admin, id);
      } finally {
        await setSiteAddress(admin, previousAddress);
      }
    }
  });
});

test('the preview page is written without any post, kept out of search engines and the sitemap', async ({
  request,
}) => {
  const page = await request.get('/previa/?id=1&token=x');
  expect(page.status()).toBe(200);
  expect(page.headers()['referrer-policy']?.split(',').at(-1)?.trim()).toBe('no-referrer');
  expect(page.headers()['x-robots-tag']).toBe('noindex');
  const html = await page.text();
  expect(html).toContain('<meta name="robots" content="noindex"/>');
  expect(html).toContain('<meta name="referrer" content="no-referrer"/>');
  expect(html).toContain('Carregando pré-visualização...');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/product/');
  expect(sitemap).not.toContain('/previa');
});

test('with the sample products, the preview page says it needs the plugin', async ({ page }) => {
  await page.goto(`${urls.sample}/previa/?id=1&token=x`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pré-visualização indisponível' })).toBeVisible();
});
