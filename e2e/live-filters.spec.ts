// Category filter and search of the LIVE build: WordPress answers the category, the browser the search
// (from the build's index); both live in the URL.
import type { Page } from '@playwright/test';

import { expect, LIVE_BANNER, banner, openCategoryMenu, productCards, test } from './support/fixtures';
import { plainText, seedSummary, wpPosts } from './support/wordpress';

function searchBox(page: Page) {
  return page.getByRole('searchbox', { name: 'Buscar produtos' });
}

function categoryId(name: string): number {
  const category = Object.values(seedSummary().categories).find((entry) => entry.name === name);
  if (category === undefined) throw new Error(`no category ${name} in the seed summary`);
  return category.id;
}

/** Titles WordPress returns for a query: what the grid must show. */
async function expectedTitles(query: string): Promise<string[]> {
  const { posts } = await wpPosts(`per_page=20&${query}`);
  return posts.map((post) => plainText(post.title.rendered));
}

async function expectCards(page: Page, titles: string[]) {
  await expect(productCards(page)).toHaveCount(titles.length);
  await expect(productCards(page).getByRole('heading')).toHaveText(titles);
}

/** Waits for the page's list request matching `check` and its answer. */
function listResponse(page: Page, check: (params: URLSearchParams) => boolean) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/wp-json/wp/v2/posts') && check(url.searchParams);
  });
}

test.describe('filters, live WordPress', () => {
  test('choosing a category asks WordPress for categories=<id> and shows its posts', async ({ page }) => {
    const id = categoryId('Tecnologia');
    const titles = await expectedTitles(`categories=${id}`);
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    // The prerendered page paints before its JavaScript runs: wait for it before using the menu.
    await page.waitForLoadState('networkidle');

    const menu = await openCategoryMenu(page);
    const request = listResponse(page, (params) => params.get('categories') === String(id));
    await menu.getByRole('link', { name: 'Tecnologia' }).click();
    await request;
    await expect(page).toHaveURL('/categoria/tecnologia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tecnologia');
    await expectCards(page, titles);

    // 'Todos' removes the filter again.
    const all = await openCategoryMenu(page);
    await all.getByRole('link', { name: 'Todos' }).click();
    await expect(page).toHaveURL('/');
    await expect(productCards(page)).toHaveCount(20);
  });

  test('search is answered in the browser: plurals, accents and a typo found, and an empty search says so', async ({
    page,
    wordpressRequests,
  }) => {
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await page.waitForLoadState('networkidle');
    wordpressRequests.clear();

    const index = page.waitForResponse((response) => new URL(response.url()).pathname === '/search/meta.json');
    await searchBox(page).fill('fones');
    expect((await index).status()).toBe(200);
    await expect(page).toHaveURL('/?q=fones');
    await expect(productCards(page).first().getByRole('heading')).toHaveText(/^Fone de Ouvido Bluetooth JBL/);

    for (const [text, first] of [
      ['cafeteiras', /^Cafeteira Expresso Oster/],
      ['oculos', /^Óculos de Sol Polarizado/],
      ['smartwach', /^Smartwatch Amazfit Bip 5/],
      ['termica garrafa', /^Garrafa Térmica Stanley/],
    ] as const) {
      await searchBox(page).fill(text);
      await expect(productCards(page).first().getByRole('heading')).toHaveText(first);
    }

    await searchBox(page).fill('xyzinexistente');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
    await expect(
      page.getByText('Tente ajustar sua busca ou categoria para encontrar produtos incríveis.'),
    ).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
    // WordPress's own search is never asked.
    expect(wordpressRequests.postLists().filter((url) => url.searchParams.has('search'))).toEqual([]);
  });

  test('typing 5 letters quickly asks WordPress nothing per key, one read of what is newer than the build, and no samples', async ({
    page,
    wordpressRequests,
  }) => {
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await page.waitForLoadState('networkidle');
    wordpressRequests.clear();
    const code: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') code.push(new URL(request.url()).pathname);
    });

    await searchBox(page).pressSequentially('caixa', { delay: 40 });
    await expect(productCards(page).first().getByRole('heading')).toHaveText(/^Caixa de Som Portátil JBL Go 3/);
    await expect(page).toHaveURL('/?q=caixa');
    // Leave time for any late request to show up.
    await page.waitForTimeout(1000);
    const lists = wordpressRequests.postLists();
    expect(lists.filter((url) => url.searchParams.has('search'))).toEqual([]);
    expect(lists.filter((url) => url.searchParams.has('modified_after'))).toHaveLength(1);
    // The samples stand in only where WordPress fails: a live search does not download them.
    expect(code.filter((path) => /\/samples-[^/]*\.js$/.test(path))).toEqual([]);
    expect(code.filter((path) => /\/search-[^/]*\.js$/.test(path))).toHaveLength(1);
  });

  test('reload, back and forward restore the search and the category', async ({ page }) => {
    const casa = await expectedTitles(`categories=${categoryId('Casa')}`);
    const casaPanelas = ['Jogo de Panelas Antiaderente Tramontina Paris 7 Peças'];

    await page.goto('/');
    await expect(productCards(page)).toHaveCount(20);
    // A shared link of the home filtered by a category becomes the category's page, in its place in the history.
    await page.goto('/?categoria=Casa');
    await expect(page).toHaveURL('/categoria/casa');
    await expectCards(page, casa);

    await searchBox(page).fill('panelas');
    await expect(page).toHaveURL('/categoria/casa?q=panelas');
    await expectCards(page, casaPanelas);

    await page.reload();
    await expect.soft(searchBox(page)).toHaveValue('panelas');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('panelas');
    await expectCards(page, casaPanelas);

    await page.goBack();
    await expect(page).toHaveURL('/categoria/casa');
    await expect.soft(searchBox(page)).toHaveValue('');
    await expectCards(page, casa);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(productCards(page)).toHaveCount(20);

    await page.goForward();
    await expect(page).toHaveURL('/categoria/casa');
    await expectCards(page, casa);

    await page.goForward();
    await expect(page).toHaveURL('/categoria/casa?q=panelas');
    await expect.soft(searchBox(page)).toHaveValue('panelas');
    await expectCards(page, casaPanelas);
  });

  test("a shared link /?q=…&categoria=… opens the category's page with the search applied", async ({ page }) => {
    await page.goto('/?q=led');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “led”');
    await expect(productCards(page).first().getByRole('heading')).toHaveText(/LED/);
    const everywhere = await productCards(page).count();

    await page.goto('/?q=led&categoria=Tecnologia');
    await expect(page).toHaveURL('/categoria/tecnologia?q=led');
    await expect.soft(searchBox(page)).toHaveValue('led');
    // The title match first; others mention LED in their text.
    await expect(productCards(page).first().getByRole('heading')).toHaveText(
      'Fita de LED RGB 5 m com Controle via App',
    );
    // The combination differs from the search alone, or the test would prove nothing.
    expect(await productCards(page).count()).toBeLessThan(everywhere);
    const menu = await openCategoryMenu(page);
    await expect(menu.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('aria-current', 'page');
  });
});

test("the search index's first file is asked for with the search's code, not after it has come", async ({ page }) => {
  await page.goto('/');
  await expect(banner(page, LIVE_BANNER)).toBeVisible();
  await page.waitForLoadState('networkidle');
  let releaseCode = () => {};
  const held = new Promise<void>((resolve) => {
    releaseCode = resolve;
  });
  await page.route(/\/assets\/search-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const meta = page.waitForRequest((request) => new URL(request.url()).pathname === '/search/meta.json');
  await searchBox(page).focus();
  // The search's code is held back: the meta file is asked for all the same.
  await meta;
  releaseCode();
  await searchBox(page).fill('fones');
  await expect(productCards(page).first().getByRole('heading')).toHaveText(/^Fone de Ouvido Bluetooth JBL/);
});
