import { useEffect, useRef } from 'react';

import { adSense } from '@/config/env';

/** Fixed height so nothing below moves when an ad fills (or fails to). */
const AD_HEIGHT = 'h-[280px]';

/**
 * A full-width advertising row. With AdSense configured it fills once when it comes near the
 * viewport, after the visitor's consent choice allows ads; otherwise it is a placeholder of the
 * same size.
 */
export function AdBlock() {
  // __ADSENSE__ first: the bundler then drops the ad code from builds without ads.
  const adsense = __ADSENSE__ ? adSense() : null;
  return adsense === null ? <AdPlaceholder /> : <AdSenseSlot client={adsense.client} slot={adsense.slot} />;
}

function AdPlaceholder() {
  return (
    <div
      data-testid="ad-slot"
      className={`col-span-full flex ${AD_HEIGHT} items-center justify-center rounded-xl border border-dashed border-slate-300 bg-slate-50 text-sm text-slate-500`}
    >
      Publicidade
    </div>
  );
}

function AdSenseSlot({ client, slot }: { client: string; slot: string }) {
  const slotRef = useRef<HTMLModElement>(null);
  const filled = useRef(false);

  useEffect(() => {
    const element = slotRef.current;
    if (element === null || filled.current) return;
    const abort = new AbortController();
    // A row that went away meanwhile starts nothing (a function: the state changes across awaits).
    const gone = () => abort.signal.aborted;
    let stopWatching = () => undefined;
    // The consent and loading code comes on demand, after the page is up.
    Promise.all([import('./ad-serving'), import('./adsense')])
      .then(async ([{ prepareAds }, { requestAdFill }]) => {
        if (gone()) return;
        await prepareAds(abort.signal);
        if (gone()) return;
        stopWatching = whenNearViewport(element, () => {
          // StrictMode re-runs effects and AdSense rejects a second push into the same slot.
          if (filled.current || element.dataset.adsbygoogleStatus) return;
          filled.current = true;
          requestAdFill();
        });
      })
      .catch((error: unknown) => console.error('AdSense error', error));
    return () => {
      abort.abort();
      stopWatching();
    };
  }, [client]);

  return (
    // Labelled as advertising for visitors; not a landmark, since a page can hold many of them.
    <div data-testid="ad-slot" className={`col-span-full flex ${AD_HEIGHT} flex-col overflow-hidden`}>
      <p className="text-center text-xs text-slate-500">Publicidade</p>
      <ins
        ref={slotRef}
        className="adsbygoogle block min-h-0 w-full flex-1"
        data-ad-client={client}
        data-ad-slot={slot}
      />
    </div>
  );
}

/** Calls `action` once the element is within 300 px of the viewport; returns the way to stop watching. */
function whenNearViewport(element: Element, action: () => void): () => undefined {
  if (typeof IntersectionObserver === 'undefined') {
    action();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        action();
      }
    },
    { rootMargin: '300px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
  };
}
