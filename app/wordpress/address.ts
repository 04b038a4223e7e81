import { useSyncExternalStore } from 'react';

import { readEnv } from '@/config/env';
import { STORAGE_KEYS } from '@/config/site';

import { normalizeWordPressUrl } from '../lib/wordpress-url';

// The one owner of the WordPress address: the visitor's choice from 'Configurar WordPress', else the
// build's VITE_WORDPRESS_URL, else none (the site shows its sample products).

const listeners = new Set<() => void>();
/** Used only when storage refuses writes, so the choice lasts at least for this visit. */
let sessionOverride: string | null = null;

/** The address a visitor chose in the dialog, re-validated on every read: storage is outside data. */
function readStoredWordPressUrl(): string | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.wordpressUrl);
    return stored === null ? null : normalizeWordPressUrl(stored);
  } catch {
    // Storage can be disabled (private mode, blocked cookies): behave as if nothing was chosen.
    return null;
  }
}

export function storeWordPressUrl(baseUrl: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, baseUrl);
  } catch {
    // Not persisted, but the session still switches below.
    sessionOverride = baseUrl;
  }
  listeners.forEach((notify) => notify());
}

/** Back to the site's own WordPress ('Restaurar padrão'). */
export function forgetWordPressUrl(): void {
  sessionOverride = null;
  try {
    window.localStorage.removeItem(STORAGE_KEYS.wordpressUrl);
  } catch {
    // Storage refused: nothing was stored there either.
  }
  listeners.forEach((notify) => notify());
}

/** The address a visitor chose, when the build lets visitors choose (VITE_WORDPRESS_DIALOG). */
export function readChosenWordPressUrl(): string | null {
  return readEnv().wordpressDialog ? (readStoredWordPressUrl() ?? sessionOverride) : null;
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.wordpressUrl) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

const configuredBaseUrl = () => readEnv().wordpressBaseUrl;

/** The REST base in use, or null (samples). Code outside components (route clientLoaders) reads it here. */
export function currentWordPressBaseUrl(): string | null {
  return readChosenWordPressUrl() ?? configuredBaseUrl();
}

/** The same, kept current in a component; rendering outside the browser sees only the configured address. */
export function useWordPressBaseUrl(): string | null {
  return useSyncExternalStore(subscribe, currentWordPressBaseUrl, configuredBaseUrl);
}
