import { STORAGE_KEYS } from '@/config/site';
import { normalizeWordPressUrl } from '@/wordpress/wordpress-url';

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

export function readChosenWordPressUrl(): string | null {
  return readStoredWordPressUrl() ?? sessionOverride;
}

export function subscribeToWordPressUrl(notify: () => void): () => void {
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
