// Category pages of the LIVE build (issue 17, item 3): /categoria/{slug} is prerendered with its list, so it paints
// without JavaScript; it is in the sitemap; the menu leads there; a shared /?categoria=Nome link becomes the category's
// page; its search box searches within the category.
import type { Page } from '@playwright/test';

import { expect, openCategoryMenu, productCards, test, urls } from './support/fixtures';
import { plainText, seedSummary, wpPosts } from './support/wordpress';

/** The seeded categories that have posts, by slug: the pages the build writes. */
function categoriesWithPosts() {
  return Object.entries(seedSummary().categories)
    .filter(([, category]) => category.count > 0)
    .map(([slug, category]) => ({ slug, ...category }));
}

async function firstPageTitles(categoryId: number): Promise<string[]> {
  const { posts } = await wpPosts(`per_page=20&categories=${categoryId}`);
  return posts.map((post) => plainText(post.title.rendered));
}

async function expectCards(page: Page, titles: string[]) {
  await expect(productCards(page)).toHaveCount(titles.length);
  await expect(productCards(page).getByRole('heading')).toHaveText(titles);
}

test.describe('category pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every category with posts is prerendered at /categoria/{slug} with its title, list and breadcrumb', async ({
    page,
  }) => {
    // Every category's HTML by plain HTTP; one of them in a browser without JavaScript.
    const categories = categoriesWithPosts();
    for (const category of categories) {
      const html = await (await fetch(`${urls.live}/categoria/${category.slug}`)).text();
      expect(html).toContain(`>${category.name}</h1>`);
    }
    const casa = categories.filter((category) => category.slug === 'casa');
    expect(casa).toHaveLength(1);
    for (const category of casa) {
      await page.goto(`/categoria/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
      await expectCards(page, await firstPageTitles(category.id));
      await expect(page.getByRole('navigation', { name: 'Trilha de navegação' })).toContainText('Início');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${urls.live}/categoria/${category.slug}`,
      );
      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.some((text) => text.includes('"BreadcrumbList"'))).toBe(true);
    }
  });
});

test.describe('category pages', () => {
  test('the sitemap lists every category page', async () => {
    const response = await fetch(`${urls.live}/sitemap.xml`, { signal: AbortSignal.timeout(10_000) });
    const xml = await response.text();
    const listed = [...xml.matchAll(/<loc>([^<]*\/categoria\/[^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      categoriesWithPosts()
        .map((category) => `${urls.live}/categoria/${category.slug}`)
        .sort(),
    );
  });

  test("the menu leads to the category's page", async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const menu = await openCategoryMenu(page);
    await menu.getByRole('link', { name: 'Tecnologia' }).click();
    await expect(page).toHaveURL('/categoria/tecnologia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tecnologia');
    await expectCards(page, await firstPageTitles(seedSummary().categories.tecnologia?.id ?? -1));
  });

  test("a shared /?categoria=Casa link becomes Casa's page, with one canonical link: the page's", async ({ page }) => {
    await page.goto('/?categoria=Casa');
    await expect(page).toHaveURL('/categoria/casa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa');
    await expectCards(page, await firstPageTitles(seedSummary().categories.casa?.id ?? -1));
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${urls.live}/categoria/casa`);
    // The history holds the category's page in place of the old address.
    await page.goBack();
    await expect(page).not.toHaveURL(/categoria=Casa/);
  });

  test("searching on a category's page searches within the category", async ({ page }) => {
    await page.goto('/categoria/casa');
    await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('led');
    await expect(page).toHaveURL('/categoria/casa?q=led');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “led” em Casa');
    // The heading follows the address at once; the results follow once the search has loaded (the
    // category's list stays on screen meanwhile, with 'Buscando produtos...' for screen readers).
    await expect(page.getByText('Buscando produtos...')).toHaveCount(0);
    await expect(productCards(page).first()).toBeVisible();
    const inCasa = await productCards(page).getByRole('heading').allTextContents();
    const casa = await firstPageTitles(seedSummary().categories.casa?.id ?? -1);
    expect(inCasa.length).toBeGreaterThan(0);
    expect(inCasa.every((title) => casa.includes(title))).toBe(true);
    // The same search everywhere finds more (the LED strip in Tecnologia).
    const all = await openCategoryMenu(page);
    await all.getByRole('link', { name: 'Todos' }).click();
    await expect(page).toHaveURL('/?q=led');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para “led”');
    await expect.poll(() => productCards(page).count()).toBeGreaterThan(inCasa.length);
  });
});
