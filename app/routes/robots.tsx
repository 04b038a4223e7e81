import { readEnv } from '@/config/env';

/** /robots.txt, written at build time, pointing at the sitemap when the site address is known. */
export function loader() {
  const { siteUrl } = readEnv();
  const lines = ['User-agent: *', 'Allow: /', ...(siteUrl === null ? [] : [`Sitemap: ${siteUrl}/sitemap.xml`])];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
