// 'Conectar ao WordPress' dialog and the 404 page, on the LIVE build.
import { banner, expect, LIVE_BANNER, productCards, test, urls } from './support/fixtures';

test.describe('WordPress connection dialog', () => {
  test('tries an address before accepting it, refuses what is not a WordPress, and restores the default', async ({
    page,
  }) => {
    const stored = () => page.evaluate(() => localStorage.getItem('curadoria:wordpress-url'));
    await page.goto('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await expect(productCards(page)).toHaveCount(20);

    await page.getByRole('button', { name: 'Configurar WordPress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conectar ao WordPress' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Digite a URL da sua instalação WordPress para carregar o conteúdo automaticamente.'),
    ).toBeVisible();
    const field = dialog.getByLabel('URL do WordPress');
    const connect = dialog.getByRole('button', { name: 'Conectar' });
    await expect(field).toHaveValue('');
    await expect(connect).toBeDisabled();
    await field.fill('   ');
    await expect(connect).toBeDisabled();
    // The site's own WordPress is in use: nothing to restore.
    await expect(dialog.getByRole('button', { name: 'Restaurar padrão' })).toHaveCount(0);

    // 'Cancelar' closes without changing anything.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page, LIVE_BANNER)).toBeVisible();

    // Port 9 (discard) refuses connections: nothing answers, the current WordPress stays.
    await page.getByRole('button', { name: 'Configurar WordPress' }).click();
    await field.fill('http://127.0.0.1:9');
    await connect.click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Não foi possível conectar a este endereço. Confira a URL e se o site está no ar.',
    );
    expect(await stored()).toBeNull();

    // This site itself answers, but not as a WordPress REST API.
    await field.fill(urls.live);
    await connect.click();
    await expect(dialog.getByRole('alert')).toHaveText('Este endereço não respondeu como a API REST de um WordPress.');
    expect(await stored()).toBeNull();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(banner(page, LIVE_BANNER)).toBeVisible();

    // Another address of the same WordPress, typed without the REST suffix: tried, accepted, kept.
    const other = urls.proxy.replace('127.0.0.1', 'localhost');
    await page.getByRole('button', { name: 'Configurar WordPress' }).click();
    await field.fill(`  ${other}/  `);
    await connect.click();
    await expect(dialog).toBeHidden();
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    await expect(productCards(page)).toHaveCount(20);
    expect(await stored()).toBe(`${other}/wp-json/wp/v2`);
    await page.reload();
    await expect(productCards(page)).toHaveCount(20);
    expect(await stored()).toBe(`${other}/wp-json/wp/v2`);

    // 'Restaurar padrão': back to the build's WordPress, nothing stored.
    await page.getByRole('button', { name: 'Configurar WordPress' }).click();
    await dialog.getByRole('button', { name: 'Restaurar padrão' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
    expect(await stored()).toBeNull();
  });
});

test.describe('404', () => {
  test("an unknown path shows 'Oops! Page not found' and a link back home", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/pagina/que-nao-existe');
    // The static server answers unknown paths with the fallback page and a real 404 status.
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    // Spec: the missing path is logged to the console.
    expect(warnings.some((text) => text.includes('/pagina/que-nao-existe'))).toBe(true);
    const home = page.getByRole('link', { name: 'Voltar para a página inicial' });
    await expect(home).toHaveAttribute('href', '/');
    await home.click();
    await expect(page).toHaveURL('/');
    await expect(banner(page, LIVE_BANNER)).toBeVisible();
  });
});

test('a product newer than the build opens through the SPA fallback with status 200', async ({ page }) => {
  const response = await page.goto('/product/987654');
  expect(response?.status()).toBe(200);
  // No such post in WordPress either, and no sample has this id.
  await expect(page.getByRole('heading', { name: 'Produto não encontrado' })).toBeVisible();
});
