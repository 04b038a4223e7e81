import { readEnv } from '@/config/env';
import { categoryPath, HOME_PATH, productPath, sitePagePath } from '@/config/paths';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { escapeXml } from '@/lib/escape-xml';

import type { Route } from './+types/sitemap';

/** /sitemap.xml, written at build time: the home page, every product, category and site page, with lastmod. */
export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = readEnv();
  const { products, pages, categoryPages } = catalogData(context).sitemapSource();
  const entry = (path: string, lastmod: string | undefined) => {
    const lastmodTag = lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${siteUrl ?? ''}${path}`)}</loc>${lastmodTag}</url>`;
  };
  // Sitemaps need absolute addresses: without VITE_SITE_URL the list stays empty (and robots.txt omits it).
  const urls =
    siteUrl === null
      ? []
      : [
          entry(HOME_PATH, undefined),
          ...products.map((product) => entry(productPath(product.id), product.modified)),
          ...pages.map((page) => entry(sitePagePath(page.slug), page.modified)),
          ...categoryPages.map((category) => entry(categoryPath(category.slug), undefined)),
        ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
