/**
 * AdSense's command queue (`window.adsbygoogle`). Each `push({})` asks AdSense to fill the next
 * empty slot; `requestNonPersonalizedAds = 1` makes the ad requests after it non-personalised.
 */
export type AdsByGoogle = unknown[] & { requestNonPersonalizedAds?: 0 | 1 };

declare global {
  interface Window {
    adsbygoogle?: AdsByGoogle;
  }
}

/** The queue, created when missing (the AdSense script adopts whatever was pushed before it loaded). */
export function adsByGoogle(): AdsByGoogle {
  window.adsbygoogle ??= [];
  return window.adsbygoogle;
}
