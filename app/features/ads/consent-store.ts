import { STORAGE_KEYS } from '@/config/site';

import { setConsentDefaults, signalConsent } from '@/features/ads/consent-mode';
import { readStoredConsent, storeConsent, type AdsConsent } from '@/features/ads/consent-storage';

export interface ConsentState {
  /** The visitor's choice, null until they make one (or after it expired). */
  choice: AdsConsent | null;
  /** True while the visitor reviews their choice (opened from the footer). */
  reviewing: boolean;
  /** Where focus returns when a review ends: the control that opened it. */
  reviewOpener: HTMLElement | null;
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

/**
 * The page's consent state, set up on first use: Consent Mode defaults first, then the stored
 * choice, if any. Every path to the AdSense script goes through here, so the defaults always
 * precede it.
 */
export function getConsentState(): ConsentState {
  if (state === null) {
    setConsentDefaults();
    const stored = readStoredConsent();
    if (stored !== null) signalConsent(stored.ads);
    state = { choice: stored?.ads ?? null, reviewing: false, reviewOpener: null };
    window.addEventListener('storage', adoptChoiceFromOtherTab);
  }
  return state;
}

/** A choice made (or changed) in another tab of the site holds here too, at once. */
function adoptChoiceFromOtherTab(event: StorageEvent): void {
  if (event.key !== STORAGE_KEYS.consent) return;
  const stored = readStoredConsent();
  if (stored === null || stored.ads === getConsentState().choice) return;
  signalConsent(stored.ads);
  setState({ choice: stored.ads, reviewing: false, reviewOpener: null });
}

export function subscribeToConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function setState(next: ConsentState): void {
  state = next;
  listeners.forEach((notify) => notify());
}

/** Records the visitor's choice (kept 12 months) and tells Google's tags at once. */
export function chooseConsent(ads: AdsConsent): void {
  const { reviewOpener } = getConsentState();
  storeConsent(ads);
  signalConsent(ads);
  setState({ choice: ads, reviewing: false, reviewOpener: null });
  reviewOpener?.focus();
}

/** Reopens the banner so the visitor can change their choice ('Preferências de cookies'). */
export function reviewConsent(opener: HTMLElement | null): void {
  setState({ ...getConsentState(), reviewing: true, reviewOpener: opener });
}

/** Closes a review without changing the choice. */
export function endConsentReview(): void {
  const { reviewOpener } = getConsentState();
  setState({ ...getConsentState(), reviewing: false, reviewOpener: null });
  reviewOpener?.focus();
}
