import { describe, expect, it } from 'vitest';

import { headersFile } from './headers-file';
import { contentSecurityPolicy } from '../security-headers';

describe('_headers', () => {
  it('gives every path the security headers, in the format Netlify and Cloudflare Pages read', () => {
    const env = { wordpressBaseUrl: null, adsense: null, wordpressDialog: true };
    const lines = headersFile(env).split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines).toContain(`  Content-Security-Policy: ${contentSecurityPolicy(env)}`);
    expect(lines).toContain('  X-Frame-Options: DENY');
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
    expect(lines.at(-1)).toBe('');
  });

  it("caches the build's copies of the pictures for a year: their names change with their content", () => {
    const file = headersFile({ wordpressBaseUrl: null, adsense: null, wordpressDialog: true });
    expect(file).toContain('\n/pictures/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('gives the preview page no referrer and no place in search engines, after every page’s rules', () => {
    const file = headersFile({ wordpressBaseUrl: null, adsense: null, wordpressDialog: true });
    expect(file).toContain('\n/previa/*\n  Referrer-Policy: no-referrer\n  X-Robots-Tag: noindex\n');
    expect(file.indexOf('/previa/*')).toBeGreaterThan(file.indexOf('Referrer-Policy: strict-origin-when-cross-origin'));
  });
});
