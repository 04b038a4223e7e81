// Home page of the LIVE build against the real seeded WordPress (through the fault proxy, in mode 'none').
import * as v from 'valibot';

import {
  banner,
  escapeRegExp,
  expect,
  gridSequence,
  LIVE_BANNER,
  openCategoryMenu,
  productCards,
  test,
  urls,
} from './support/fixtures';
import { plainText, seedSummary, wpPost, wpPosts } from './support/wordpress';

test.describe('home, live WordPress', () => {
  test('shows the live banner, 20 product cards in WordPress order and ad rows after the 8th and 16th', async ({
    page,
  }) => {
    const { posts, total } = await wpPosts('page=1&per_page=20');
    expect(total).toBe(seedSummary().published);
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await expect(productCards(page)).toHaveCount(20);
    // Same order as WordPress (newest first): compare the first cards' titles.
    for (const [index, post] of posts.slice(0, 3).entries()) {
      await expect(productCards(page).nth(index).getByRole('heading')).toHaveText(plainText(post.title.rendered));
    }
    await expect(page.getByTestId('ad-slot')).toHaveCount(2);
    const sequence = await gridSequence(page);
    expect(sequence).toEqual([
      ...Array<string>(8).fill('card'),
      'ad',
      ...Array<string>(8).fill('card'),
      'ad',
      ...Array<string>(4).fill('card'),
    ]);
  });

  test("sidebar: 'Mais Lidas' numbers the 5 most viewed products, 'Últimas Publicações' lists at most 4 new ones", async ({
    page,
  }) => {
    const { posts } = await wpPosts('page=1&per_page=20');
    const mostViewed = await mostViewedTitles();
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();

    const mostRead = page.getByRole('region', { name: 'Mais Lidas' });
    const entries = mostRead.getByRole('listitem');
    await expect(entries).toHaveCount(5);
    for (const [index, title] of mostViewed.entries()) {
      const entry = entries.nth(index);
      // The number, then the title (and the category badge).
      await expect(entry).toHaveText(new RegExp(`^${index + 1}${escapeRegExp(title)}`));
      await expect(entry.getByRole('link')).toHaveText(title);
    }

    const latest = page.getByRole('region', { name: 'Últimas Publicações' });
    const latestEntries = latest.getByRole('listitem');
    const newOnFirstPage = posts.filter((post) => Date.now() - Date.parse(post.date) <= 29 * 24 * 3600 * 1000);
    await expect(latestEntries).toHaveCount(Math.min(4, newOnFirstPage.length));
    expect(await latestEntries.count()).toBeLessThanOrEqual(4);
    for (const [index, post] of newOnFirstPage.slice(0, 4).entries()) {
      await expect(latestEntries.nth(index).getByRole('link')).toHaveText(plainText(post.title.rendered));
    }
  });

  test("'Categorias' lists 'Todos' and only the categories that have posts", async ({ page }) => {
    const withPosts = Object.values(seedSummary().categories)
      .filter((category) => category.count > 0)
      .map((category) => category.name)
      .sort((a, b) => a.localeCompare(b, 'pt-BR'));
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    const menu = await openCategoryMenu(page);
    const names = await menu.getByRole('link').allTextContents();
    expect(names[0]).toBe('Todos');
    expect(names.slice(1).sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(withPosts);
    await expect(menu.getByRole('link', { name: 'Comparativos' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Sem categoria' })).toHaveCount(0);
  });

  test("'Carregar mais' loads the rest of the posts, then disappears; no page past the last is requested", async ({
    page,
    wordpressRequests,
  }) => {
    const { total, totalPages } = await wpPosts('page=1&per_page=20');
    expect(totalPages).toBe(2);
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(20);

    const loadMore = page.getByRole('button', { name: 'Carregar mais' });
    await expect(loadMore).toBeVisible();
    const pageTwo = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/wp-json/wp/v2/posts') && url.searchParams.get('page') === '2';
    });
    await loadMore.click();
    expect((await pageTwo).status()).toBe(200);
    await expect(productCards(page)).toHaveCount(total);
    await expect(loadMore).toBeHidden();
    // An ad row after every 8th card, never after the last one.
    await expect(page.getByTestId('ad-slot')).toHaveCount(Math.floor((total - 1) / 8));

    // Give a stray request for page 3 the time to show up, then check none was made.
    await page.waitForTimeout(1000);
    const pastTheLast = wordpressRequests
      .postLists()
      .filter((url) => url.searchParams.get('per_page') === '20' && Number(url.searchParams.get('page')) > totalPages);
    expect(pastTheLast.map(String)).toEqual([]);
  });

  test('a card leads to its product page', async ({ page }) => {
    const { posts } = await wpPosts('page=1&per_page=1');
    const [first] = posts;
    if (first === undefined) throw new Error('no posts');
    await page.goto('/');
    await productCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/product/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainText(first.title.rendered));
  });
});

/** Titles of the five most viewed posts of the last 30 days, as the companion plugin counts them. */
async function mostViewedTitles(): Promise<string[]> {
  const response = await fetch(`${urls.wordpress}/wp-json/curadoria/v1/popular?days=30&limit=5`);
  const ranked = v.parse(v.array(v.object({ id: v.number() })), await response.json());
  return Promise.all(ranked.map(async ({ id }) => plainText((await wpPost(id)).title.rendered)));
}
