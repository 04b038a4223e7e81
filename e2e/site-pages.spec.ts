// The footer's and the menu's pages come from WordPress pages found by slug, prerendered at /pagina/{slug}.
import { expect, test, urls } from './support/fixtures';

test('the footer leads to the prerendered privacy notice, with its WordPress content', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL('/pagina/politica-de-privacidade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de Privacidade');
  await expect(page.getByRole('article')).toContainText('AdSense');
  await expect(page).toHaveTitle(/Política de Privacidade/);
  for (const label of ['Sobre nós', 'Como funciona', 'Sugerir produto', 'Contato', 'Termos de Uso']) {
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', /^\/pagina\//);
  }
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Sobre' }),
  ).toHaveAttribute('href', '/pagina/sobre');
});

test('the pages are prerendered HTML and listed in the sitemap', async () => {
  const html = await (await fetch(`${urls.live}/pagina/disclosure-de-afiliados`)).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Disclosure de Afiliados');
  const sitemap = await (await fetch(`${urls.live}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${urls.live}/pagina/politica-de-privacidade`);
});

test.describe('a WordPress without those pages', () => {
  test.use({ baseURL: urls.themeUnit });

  test('keeps their links, and the footer groups left empty, out of the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Redes sociais' })).toBeVisible();
    for (const label of ['Sobre nós', 'Política de Privacidade', 'Termos de Uso', 'Disclosure de Afiliados']) {
      await expect(footer.getByRole('link', { name: label })).toHaveCount(0);
    }
    for (const group of ['Links Úteis', 'Políticas']) {
      await expect(footer.getByRole('heading', { name: group })).toHaveCount(0);
    }
    const missing = await page.goto('/pagina/termos-de-uso');
    expect(missing?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
});
