import { beforeEach, describe, expect, it } from 'vitest';

import { gtagCommands as commands } from '@/test/gtag-commands';

import { setConsentDefaults, signalConsent } from '@/features/ads/consent-mode';

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

describe('Consent Mode signals', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'dataLayer');
    Reflect.deleteProperty(window, 'adsbygoogle');
  });

  it('defaults every purpose to denied', () => {
    setConsentDefaults();
    expect(commands()).toEqual([['consent', 'default', DENIED]]);
  });

  it('keeps commands Google queued before (the dataLayer may exist already)', () => {
    window.dataLayer = [{ event: 'earlier' }];
    setConsentDefaults();
    expect(window.dataLayer).toHaveLength(2);
    expect(window.dataLayer[0]).toEqual({ event: 'earlier' });
  });

  it('accepting grants every purpose and personalised ads', () => {
    setConsentDefaults();
    signalConsent('granted');
    expect(commands()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', GRANTED],
    ]);
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(0);
  });

  it('rejecting keeps everything denied and asks AdSense for non-personalised ads', () => {
    setConsentDefaults();
    signalConsent('denied');
    expect(commands().at(-1)).toEqual(['consent', 'update', DENIED]);
    expect(window.adsbygoogle?.requestNonPersonalizedAds).toBe(1);
  });
});
