import { readEnv } from '@/config/env';
import { categoryPath, sitePagePath } from '@/config/site';
import { sitemapSource } from '@/wordpress/build/build-data.server';
import { escapeXml } from '@/lib/escape-xml';

/** /sitemap.xml, written at build time: the home page, every product, category and site page, with lastmod. */
export async function loader() {
  const { siteUrl } = readEnv();
  const { products, pages, categoryPages } = await sitemapSource();
  const entry = (path: string, lastmod: string | undefined) => {
    const lastmodTag = lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
    return `<url><loc>${escapeXml(`${siteUrl ?? ''}${path}`)}</loc>${lastmodTag}</url>`;
  };
  // Sitemaps need absolute addresses: without VITE_SITE_URL the list stays empty (and robots.txt omits it).
  const urls =
    siteUrl === null
      ? []
      : [
          entry('/', undefined),
          ...products.map((product) => entry(`/product/${product.id}`, product.modified)),
          ...pages.map((page) => entry(sitePagePath(page.slug), page.modified)),
          ...categoryPages.map((category) => entry(categoryPath(category.slug), undefined)),
        ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
