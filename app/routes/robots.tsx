import { readEnv } from '@/config/env';
import { SITEMAP_PATH } from '@/config/paths';

/** /robots.txt, written at build time, pointing at the sitemap when the site address is known. */
export function loader() {
  const { siteUrl } = readEnv();
  const lines = ['User-agent: *', 'Allow: /', ...(siteUrl === null ? [] : [`Sitemap: ${siteUrl}${SITEMAP_PATH}`])];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
