import { useSyncExternalStore } from 'react';

import { readEnv } from '@/config/env';

import { readChosenWordPressUrl, subscribeToWordPressUrl } from '@/wordpress/address';

const configuredBaseUrl = () => readEnv().wordpressBaseUrl;
/** With the dialog turned off at build time, an address a visitor chose earlier no longer applies. */
const chosenBaseUrl = () => (readEnv().wordpressDialog ? readChosenWordPressUrl() : null);

/**
 * The REST base in use: the visitor's choice from the dialog, else VITE_WORDPRESS_URL, else null
 * (sample products). Rendering outside the browser sees only the configured address.
 */
export function useWordPressBaseUrl(): string | null {
  return useSyncExternalStore(subscribeToWordPressUrl, () => chosenBaseUrl() ?? configuredBaseUrl(), configuredBaseUrl);
}

/** Same answer as the hook, for code outside components (route clientLoaders). */
export function currentWordPressBaseUrl(): string | null {
  return chosenBaseUrl() ?? configuredBaseUrl();
}
