import { useEffect, useState, type ComponentType } from 'react';

function logLoadFailure(error: unknown) {
  console.error('Consent banner failed to load', error);
}

/**
 * Loads the consent state after hydration, and the banner itself only when it has something to
 * ask (no valid choice kept, or the visitor reopened it): returning visitors never download it,
 * and nothing of it is in the prerendered HTML, which is the same for every visitor. A chunk that
 * fails to load is logged and leaves the page alone.
 */
export function ConsentHost() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);

  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => undefined;
    import('@/features/ads/consent-store')
      .then(({ getConsentState, subscribeToConsent }) => {
        if (!active) return;
        const bannerNeeded = () => {
          const { choice, reviewing } = getConsentState();
          return choice === null || reviewing;
        };
        const loadBanner = () => {
          unsubscribe();
          import('@/features/ads/consent-banner')
            .then(({ ConsentBanner }) => {
              if (active) setBanner(() => ConsentBanner);
            })
            .catch(logLoadFailure);
        };
        if (bannerNeeded()) loadBanner();
        else
          unsubscribe = subscribeToConsent(() => {
            if (bannerNeeded()) loadBanner();
          });
      })
      .catch(logLoadFailure);
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return Banner === null ? null : <Banner />;
}
