// The SAMPLE build (no WordPress configured): built-in products, local filters, and not one request to WordPress.
import type { Page } from '@playwright/test';

import {
  banner,
  expect,
  openCategoryMenu,
  productCards,
  recordForeignRequests,
  SAMPLE_BANNER,
  SAMPLE_CATEGORIES,
  test,
  urls,
} from './support/fixtures';

test.use({ baseURL: urls.sample });

let foreign: string[] = [];

test.beforeEach(({ page }) => {
  foreign = recordForeignRequests(page, urls.sample);
});

test.afterEach(() => {
  expect(foreign, 'requests outside the site origin').toEqual([]);
});

function cardTitles(page: Page) {
  return productCards(page).getByRole('heading');
}

test.describe('sample mode', () => {
  test('home: sample banner, 10 sample cards, ad row after the 8th, sidebar lists', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page, SAMPLE_BANNER)).toBeVisible();
    await expect(productCards(page)).toHaveCount(10);
    await expect(page.getByTestId('ad-slot')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Mais Lidas' }).getByRole('listitem')).toHaveCount(5);
    const latest = page.getByRole('region', { name: 'Últimas Publicações' }).getByRole('listitem');
    expect(await latest.count()).toBeLessThanOrEqual(4);
    await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
  });

  test("'Categorias' lists 'Todos' and the six sample categories; a category filters locally", async ({ page }) => {
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(10);
    const menu = await openCategoryMenu(page);
    await expect(menu.getByRole('link')).toHaveText(['Todos', ...SAMPLE_CATEGORIES]);

    await menu.getByRole('link', { name: 'Casa' }).click();
    await expect(page).toHaveURL('/categoria/casa');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casa');
    await expect(cardTitles(page)).toHaveText(['Air Fryer Digital 5 Litros', 'Jogo de Panelas Antiaderentes 5 Peças']);
  });

  test('search filters locally, accent- and case-insensitive, and lives in the URL', async ({ page }) => {
    await page.goto('/');
    await expect(productCards(page)).toHaveCount(10);
    const search = page.getByRole('searchbox', { name: 'Buscar produtos' });
    await search.fill('TERMICA');
    await expect(page).toHaveURL('/?q=TERMICA');
    await expect(cardTitles(page)).toHaveText(['Garrafa Térmica Inox 1 Litro']);

    await search.fill('nada-parecido');
    await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();

    await page.goto('/?q=fone&categoria=Tecnologia');
    await expect(search).toHaveValue('fone');
    await expect(cardTitles(page)).toHaveText(['Fone de Ouvido Bluetooth com Cancelamento de Ruído']);
  });

  test('detail page of a sample', async ({ page }) => {
    await page.goto('/');
    await productCards(page).first().getByRole('link').click();
    await expect(page).toHaveURL('/product/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Fone de Ouvido Bluetooth com Cancelamento de Ruído',
    );
    const buy = page.getByRole('link', { name: /^Ver produto \(R\$ 349,90\)/ });
    await expect(buy).toHaveCount(2);
    await expect(buy.first()).toHaveAttribute('target', '_blank');
    await expect(buy.first()).toHaveAttribute('rel', /\bsponsored\b/);
    await expect(page.getByText(/^\d+ min de leitura$/)).toBeVisible();
    await expect(page.getByText('Pontos fortes:')).toBeVisible();

    // Loaded directly, too.
    await page.goto('/product/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carregador Portátil 20.000 mAh');
    await page.goto('/product/999');
    await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
  });
});
