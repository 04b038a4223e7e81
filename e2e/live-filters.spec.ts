// Category filter and search of the LIVE build: both are answered by WordPress, and both live in the URL.
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

  test('search asks WordPress for search=<text>, shows its answer, and an empty answer says so', async ({ page }) => {
    const titles = await expectedTitles('search=jbl');
    expect(titles.length).toBeGreaterThan(0);
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();

    const request = listResponse(page, (params) => params.get('search') === 'jbl');
    await searchBox(page).fill('jbl');
    await request;
    await expect(page).toHaveURL('/?q=jbl');
    await expectCards(page, titles);

    await searchBox(page).fill('xyzinexistente');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
    await expect(
      page.getByText('Tente ajustar sua busca ou categoria para encontrar produtos incríveis.'),
    ).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
  });

  test('typing 5 letters quickly makes 1 search request, not 5 (debounced)', async ({ page, wordpressRequests }) => {
    // The page's clock stands still while the letters are typed: on a busy machine a pause of the test
    // runner between two keys would otherwise outlast the debounce and make a legitimate request.
    await page.clock.install();
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    wordpressRequests.clear();

    const answered = listResponse(page, (params) => params.get('search') === 'caixa');
    // A second ahead: a slow runner's page clock must not have passed it already; nothing is due then.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await searchBox(page).pressSequentially('caixa', { delay: 40 });
    await page.clock.resume();
    await answered;
    // Leave time for any late request of an intermediate text to show up.
    await page.waitForTimeout(1000);
    const searches = wordpressRequests.postLists().filter((url) => url.searchParams.has('search'));
    expect(searches.map((url) => url.searchParams.get('search'))).toEqual(['caixa']);
    await expectCards(page, await expectedTitles('search=caixa'));
    await expect(page).toHaveURL('/?q=caixa');
  });

  test('reload, back and forward restore the search and the category', async ({ page }) => {
    const casa = await expectedTitles(`categories=${categoryId('Casa')}`);
    const casaPanelas = await expectedTitles(`categories=${categoryId('Casa')}&search=panelas`);
    expect(casaPanelas.length).toBeLessThan(casa.length);

    await page.goto('/');
    await expect(productCards(page)).toHaveCount(20);
    // The menu leads to /categoria/casa now; the home filtered by a category is a shared link's address.
    await page.goto('/?categoria=Casa');
    await expect(page).toHaveURL('/?categoria=Casa');
    await expectCards(page, casa);

    await searchBox(page).fill('panelas');
    await expect(page).toHaveURL('/?categoria=Casa&q=panelas');
    await expectCards(page, casaPanelas);

    await page.reload();
    await expect.soft(searchBox(page)).toHaveValue('panelas');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('panelas');
    await expectCards(page, casaPanelas);

    await page.goBack();
    await expect(page).toHaveURL('/?categoria=Casa');
    await expect.soft(searchBox(page)).toHaveValue('');
    await expectCards(page, casa);

    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(productCards(page)).toHaveCount(20);

    await page.goForward();
    await expect(page).toHaveURL('/?categoria=Casa');
    await expectCards(page, casa);

    await page.goForward();
    await expect(page).toHaveURL('/?categoria=Casa&q=panelas');
    await expect.soft(searchBox(page)).toHaveValue('panelas');
    await expectCards(page, casaPanelas);
  });

  test('a shared link /?q=…&categoria=… opens with both filters applied', async ({ page }) => {
    const id = categoryId('Tecnologia');
    const titles = await expectedTitles(`categories=${id}&search=led`);
    // The combination must differ from either filter alone, or the test would prove nothing.
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan((await expectedTitles('search=led')).length);

    const request = listResponse(
      page,
      (params) => params.get('categories') === String(id) && params.get('search') === 'led',
    );
    await page.goto('/?q=led&categoria=Tecnologia');
    await request;
    await expect.soft(searchBox(page)).toHaveValue('led');
    await expectCards(page, titles);
    const menu = await openCategoryMenu(page);
    await expect(menu.getByRole('link', { name: 'Tecnologia' })).toHaveAttribute('aria-current', 'page');
  });
});
