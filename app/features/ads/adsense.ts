import { adsByGoogle } from './adsbygoogle';

let scriptRequested = false;

/** Adds the AdSense loader once per page, however many ad blocks mount. */
export function loadAdSenseScript(client: string): void {
  if (scriptRequested) return;
  scriptRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  script.addEventListener('error', () => console.error('AdSense error', 'script failed to load'));
  document.head.append(script);
}

export function adSenseScriptRequested(): boolean {
  return scriptRequested;
}

/** Asks AdSense to fill the next empty ad slot; failures are logged and otherwise ignored (spec section 8). */
export function requestAdFill(): void {
  try {
    adsByGoogle().push({});
  } catch (error) {
    console.error('AdSense error', error);
  }
}
