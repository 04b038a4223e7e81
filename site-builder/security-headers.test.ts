import { describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  const base = { wordpressBaseUrl: 'https://blog.example/wp-json/wp/v2', adsense: null, wordpressDialog: false };

  it('allows data from the configured WordPress only, and forbids framing the site', () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://blog.example']);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('allows any WordPress address when visitors may choose one', () => {
    expect(directive(contentSecurityPolicy({ ...base, wordpressDialog: true }), 'connect-src')).toEqual([
      "'self'",
      'https:',
      'http:',
    ]);
  });

  it('allows images over http only for a WordPress without TLS', () => {
    expect(directive(contentSecurityPolicy(base), 'img-src')).toEqual([
      "'self'",
      'data:',
      'https:',
      'https://blog.example',
    ]);
    const local = contentSecurityPolicy({ ...base, wordpressBaseUrl: 'http://127.0.0.1:8881/wp-json/wp/v2' });
    expect(directive(local, 'img-src')).toContain('http:');
  });

  it('allows AdSense only when it is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('googlesyndication');
    const policy = contentSecurityPolicy({
      ...base,
      adsense: { client: 'ca-pub-1', slot: '2', consentBanner: true, adsWithoutConsent: 'non-personalized' },
    });
    expect(directive(policy, 'script-src')).toContain('https://pagead2.googlesyndication.com');
    expect(directive(policy, 'frame-src')).toContain('https://*.doubleclick.net');
  });

  it('lets the click-to-play video players be framed', () => {
    expect(directive(contentSecurityPolicy(base), 'frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
  });
});
