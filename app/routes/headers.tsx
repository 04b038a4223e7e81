import { readEnv } from '@/config/env';
import { securityHeaders } from '@/features/security/security-headers';

/**
 * /_headers, written at build time: the security headers in the format Netlify and Cloudflare
 * Pages read (scripts/serve-static.mjs reads it too, so the browser tests run under them).
 */
export function loader() {
  const lines = Object.entries(securityHeaders(readEnv())).map(([name, value]) => `  ${name}: ${value}`);
  return new Response(`/*\n${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
