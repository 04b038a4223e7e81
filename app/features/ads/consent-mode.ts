import { adsByGoogle } from '@/features/ads/adsbygoogle';

import type { AdsConsent } from '@/features/ads/consent-storage';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type ConsentSignals = Record<'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage', AdsConsent>;

function signals(value: AdsConsent): ConsentSignals {
  return { ad_storage: value, ad_user_data: value, ad_personalization: value, analytics_storage: value };
}

/**
 * Google's `gtag()` without gtag.js: commands queue in `window.dataLayer`, where Google's tags
 * read them when they load. They must be `arguments` objects: Google ignores plain arrays there.
 */
const gtag: (...command: ['consent', 'default' | 'update', ConsentSignals]) => void = function () {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params -- the Arguments object itself is what Google reads.
  window.dataLayer.push(arguments);
};

/** Consent Mode v2 defaults: everything denied until the visitor says otherwise. Must precede any Google tag. */
export function setConsentDefaults(): void {
  gtag('consent', 'default', signals('denied'));
}

/**
 * Tells Google's tags the visitor's choice: Consent Mode update, and AdSense's own switch for
 * non-personalised ads, which applies to the ad requests made after it.
 */
export function signalConsent(ads: AdsConsent): void {
  gtag('consent', 'update', signals(ads));
  adsByGoogle().requestNonPersonalizedAds = ads === 'granted' ? 0 : 1;
}
