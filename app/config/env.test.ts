import { describe, expect, it } from 'vitest';

import { picturesUrlBuild, readEnv } from './env';

describe('readEnv', () => {
  it('runs on samples when no WordPress is configured', () => {
    expect(readEnv({})).toEqual({
      wordpressBaseUrl: null,
      adsense: null,
      siteUrl: null,
      wordpressDialog: true,
      uploadsViaSite: null,
    });
    expect(readEnv({ VITE_WORDPRESS_URL: '  ' }).wordpressBaseUrl).toBeNull();
  });

  it('normalises the WordPress address like the dialog does', () => {
    expect(readEnv({ VITE_WORDPRESS_URL: 'https://meublog.com.br/' }).wordpressBaseUrl).toBe(
      'https://meublog.com.br/wp-json/wp/v2',
    );
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => readEnv({ VITE_WORDPRESS_URL: 'javascript:alert(1)' })).toThrow(/VITE_WORDPRESS_URL/);
  });

  it('reads the public site address without trailing slash', () => {
    expect(readEnv({ VITE_SITE_URL: 'https://achados.com.br/' }).siteUrl).toBe('https://achados.com.br');
    expect(() => readEnv({ VITE_SITE_URL: 'achados.com.br' })).toThrow(/VITE_SITE_URL/);
  });

  it('enables AdSense only when both client and slot are set', () => {
    expect(readEnv({ VITE_ADSENSE_CLIENT: 'ca-pub-123' }).adsense).toBeNull();
    expect(readEnv({ VITE_ADSENSE_CLIENT: 'ca-pub-123', VITE_ADSENSE_SLOT: '456' }).adsense).toEqual({
      client: 'ca-pub-123',
      slot: '456',
      consentBanner: true,
      adsWithoutConsent: 'non-personalized',
    });
    expect(() => readEnv({ VITE_ADSENSE_CLIENT: 'pub"><script>', VITE_ADSENSE_SLOT: '456' })).toThrow();
  });

  it('lets the owner turn the WordPress dialog off', () => {
    expect(readEnv({}).wordpressDialog).toBe(true);
    expect(readEnv({ VITE_WORDPRESS_DIALOG: 'off' }).wordpressDialog).toBe(false);
    expect(() => readEnv({ VITE_WORDPRESS_DIALOG: 'nao' })).toThrow(/VITE_WORDPRESS_DIALOG/);
  });

  it('reads how consent is asked: our banner unless switched off, non-personalised ads unless none', () => {
    const adsense = { VITE_ADSENSE_CLIENT: 'ca-pub-123', VITE_ADSENSE_SLOT: '456' };
    expect(readEnv({ ...adsense, VITE_CONSENT_BANNER: 'off' }).adsense?.consentBanner).toBe(false);
    expect(readEnv({ ...adsense, VITE_CONSENT_BANNER: ' on ' }).adsense?.consentBanner).toBe(true);
    expect(readEnv({ ...adsense, VITE_ADS_WITHOUT_CONSENT: 'none' }).adsense?.adsWithoutConsent).toBe('none');
    expect(() => readEnv({ ...adsense, VITE_CONSENT_BANNER: 'no' })).toThrow(/VITE_CONSENT_BANNER must be on or off/);
    expect(() => readEnv({ ...adsense, VITE_ADS_WITHOUT_CONSENT: 'nenhum' })).toThrow(/VITE_ADS_WITHOUT_CONSENT/);
    // A typo fails the build even before AdSense is set up.
    expect(() => readEnv({ VITE_CONSENT_BANNER: 'desligado' })).toThrow(/VITE_CONSENT_BANNER/);
  });

  it('serves the WordPress uploads from the site only when asked, and only with a WordPress', () => {
    expect(readEnv({ VITE_WORDPRESS_URL: 'https://meublog.com.br' }).uploadsViaSite).toBeNull();
    expect(
      readEnv({ VITE_WORDPRESS_URL: 'https://meublog.com.br/blog/', VITE_IMAGES_FROM_SITE: '1' }).uploadsViaSite,
    ).toBe('https://meublog.com.br/blog/wp-content/uploads/');
    expect(
      readEnv({ VITE_WORDPRESS_URL: 'https://meublog.com.br', VITE_IMAGES_FROM_SITE: '0' }).uploadsViaSite,
    ).toBeNull();
    expect(() => readEnv({ VITE_IMAGES_FROM_SITE: '1' })).toThrow(/VITE_IMAGES_FROM_SITE/);
    expect(() => readEnv({ VITE_WORDPRESS_URL: 'https://meublog.com.br', VITE_IMAGES_FROM_SITE: 'yes' })).toThrow(
      /VITE_IMAGES_FROM_SITE/,
    );
  });
});

describe('picturesUrlBuild', () => {
  it('serves the pictures from the site unless a bucket is named, without trailing slash', () => {
    expect(picturesUrlBuild({})).toBe('');
    expect(picturesUrlBuild({ VITE_PICTURES_URL: 'https://cdn.achados.com.br/' })).toBe('https://cdn.achados.com.br');
    expect(() => picturesUrlBuild({ VITE_PICTURES_URL: 'cdn.achados.com.br' })).toThrow(/VITE_PICTURES_URL/);
  });
});
