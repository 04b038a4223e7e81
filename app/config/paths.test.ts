import { describe, expect, it } from 'vitest';

import { categoryPath, fixedPaths, listingPath, PREVIEW_PATH, productPath, sitePagePath } from './paths';

describe('the site paths', () => {
  it('gives each page one address', () => {
    expect([productPath('42'), productPath(7), categoryPath('casa'), sitePagePath('sobre')]).toEqual([
      '/product/42',
      '/product/7',
      '/categoria/casa',
      '/pagina/sobre',
    ]);
  });

  it('never lets an id leave the product path', () => {
    expect(productPath('1/../../admin')).toBe('/product/1%2F..%2F..%2Fadmin');
  });

  it('builds search links on the home and on a category page, keeping the address’s other parameters', () => {
    const campaign = new URLSearchParams('utm_source=whatsapp');
    expect(listingPath(campaign, { search: 'fone jbl' })).toBe('/?utm_source=whatsapp&q=fone+jbl');
    expect(listingPath(new URLSearchParams(), { search: 'panela' }, categoryPath('casa'))).toBe(
      '/categoria/casa?q=panela',
    );
  });

  it('drops an empty search and the category “Todos” from the address', () => {
    const filtered = new URLSearchParams('q=fone&categoria=Casa');
    expect(listingPath(filtered, { search: '  ' })).toBe('/?categoria=Casa');
    expect(listingPath(filtered, { category: 'Todos' })).toBe('/?q=fone');
  });

  it('lists the pages every build writes, whatever the catalog', () => {
    expect(fixedPaths()).toEqual(expect.arrayContaining(['/', '/robots.txt', '/sitemap.xml']));
    expect(fixedPaths()).toContain('/pagina/politica-de-privacidade');
    expect(fixedPaths()).toEqual(expect.arrayContaining(['/inscricao/confirmar', '/inscricao/cancelar']));
  });

  it('writes the preview page with every build, at the address the companion plugin links to', () => {
    expect(PREVIEW_PATH).toBe('/previa/');
    expect(fixedPaths()).toContain(PREVIEW_PATH);
  });
});
