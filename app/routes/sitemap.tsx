import { readEnv } from '@/config/env';
import { getBuildCatalog } from '@/features/products/prerender/build-catalog.server';
import { escapeXml } from '@/lib/escape-xml';

/** /sitemap.xml, written at build time: the home page and every product, with lastmod. */
export async function loader() {
  const { siteUrl } = readEnv();
  const { products, modified } = await getBuildCatalog();
  // Sitemaps need absolute addresses: without VITE_SITE_URL the list stays empty (and robots.txt omits it).
  const urls =
    siteUrl === null
      ? []
      : [
          `<url><loc>${escapeXml(`${siteUrl}/`)}</loc></url>`,
          ...products.map((product) => {
            const lastmod = modified.get(product.id);
            const lastmodTag = lastmod && /^\d{4}-\d{2}-\d{2}$/.test(lastmod) ? `<lastmod>${lastmod}</lastmod>` : '';
            return `<url><loc>${escapeXml(`${siteUrl}/product/${product.id}`)}</loc>${lastmodTag}</url>`;
          }),
        ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
