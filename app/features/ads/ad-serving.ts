import { adSense, type AdSenseSettings } from '@/config/env';
import { getConsentState, subscribeToConsent } from '@/features/ads/consent-store';
import type { AdsConsent } from '@/features/ads/consent-storage';

import { adSenseScriptRequested, loadAdSenseScript } from './adsense';

function allowsAds(choice: AdsConsent | null, settings: AdSenseSettings): boolean {
  if (choice === null) return false;
  return choice === 'granted' || settings.adsWithoutConsent === 'non-personalized';
}

/**
 * Resolves once ads may be requested on this page, with the AdSense script requested; stays
 * pending while the visitor's choice rules ads out (until `signal` aborts). Loaded on demand by
 * the ad blocks, so pages without AdSense never download it.
 *
 * Nothing goes to Google before the visitor chooses: even non-personalised AdSense ads use cookies
 * for frequency capping and reporting. With our banner switched off, the owner's certified consent
 * platform decides instead, through the AdSense tag itself.
 */
export async function prepareAds(signal: AbortSignal): Promise<void> {
  const settings = adSense();
  if (settings === null) throw new Error('AdSense is not configured');
  if (settings.consentBanner) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (!allowsAds(getConsentState().choice, settings)) return;
        unsubscribe();
        resolve();
      };
      const unsubscribe = subscribeToConsent(check);
      signal.addEventListener('abort', unsubscribe);
      check();
    });
    reloadOnWithdrawal();
  }
  loadAdSenseScript(settings.client);
}

let watchingWithdrawal = false;

/**
 * AdSense applies the personalisation switch per page load: a visitor who withdraws consent after
 * ads were requested gets a fresh page, where the new choice holds from the first request.
 */
function reloadOnWithdrawal(): void {
  if (watchingWithdrawal) return;
  watchingWithdrawal = true;
  let previous = getConsentState().choice;
  subscribeToConsent(() => {
    const { choice } = getConsentState();
    if (previous === 'granted' && choice === 'denied' && adSenseScriptRequested()) window.location.reload();
    previous = choice;
  });
}
