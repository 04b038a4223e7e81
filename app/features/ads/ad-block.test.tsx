import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import { gtagCommands } from '@/test/gtag-commands';

/** Reports every observed element as visible at once, like a block already on screen. */
class ImmediateIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {
    return undefined;
  }
}

const adSenseScripts = () => document.querySelectorAll('script[src*="adsbygoogle.js?client=ca-pub-123"]');

/** Each fill request, with the non-personalised flag as it was at that moment. */
function recordFills(): (0 | 1 | undefined)[] {
  const fills: (0 | 1 | undefined)[] = [];
  const queue: NonNullable<Window['adsbygoogle']> = [];
  queue.push = (...items: unknown[]) => {
    fills.push(queue.requestNonPersonalizedAds);
    return Array.prototype.push.apply(queue, items);
  };
  window.adsbygoogle = queue;
  return fills;
}

/**
 * A fresh page: the consent state and the AdSense loader are per page, so each test imports them
 * anew, as a page load would.
 */
async function loadPage(env: Record<string, string> = {}) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { AdBlock } = await import('./ad-block');
  const consent = await import('@/features/ads/consent-store');
  const renderTwoBlocks = () =>
    render(
      <StrictMode>
        <AdBlock />
        <AdBlock />
      </StrictMode>,
    );
  return { renderTwoBlocks, consent };
}

const ADSENSE = { VITE_ADSENSE_CLIENT: 'ca-pub-123', VITE_ADSENSE_SLOT: '456' };

describe('AdBlock', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'adsbygoogle');
    Reflect.deleteProperty(window, 'dataLayer');
    document.head.querySelectorAll('script').forEach((script) => script.remove());
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
  });

  it('is a same-size placeholder labelled Publicidade when AdSense is not configured, with no Google code', async () => {
    const { renderTwoBlocks } = await loadPage();
    renderTwoBlocks();
    expect(screen.getAllByTestId('ad-slot')[0]).toHaveTextContent('Publicidade');
    expect(document.querySelector('script[src*="adsbygoogle"]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(window.adsbygoogle).toBeUndefined();
  });

  it('waits for the consent choice, then loads the script once and fills each block once, even in StrictMode', async () => {
    const fills = recordFills();
    const { renderTwoBlocks, consent } = await loadPage(ADSENSE);
    renderTwoBlocks();
    expect(screen.getAllByTestId('ad-slot')).toHaveLength(2);
    // Give the on-demand code every chance to run: still nothing before the visitor answers.
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(adSenseScripts()).toHaveLength(0);
    expect(fills).toEqual([]);
    // The consent code is on demand too: on a loaded machine it may take longer than the 50 ms above.
    await waitFor(() =>
      expect(gtagCommands()).toEqual([['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]]),
    );
    expect(adSenseScripts()).toHaveLength(0);

    act(() => consent.chooseConsent('granted'));
    await waitFor(() => expect(fills).toEqual([0, 0]));
    expect(adSenseScripts()).toHaveLength(1);
    expect(document.querySelectorAll('ins.adsbygoogle[data-ad-slot="456"]')).toHaveLength(2);
  });

  it('after Rejeitar, asks for non-personalised ads before the first fill', async () => {
    const fills = recordFills();
    const { renderTwoBlocks, consent } = await loadPage(ADSENSE);
    renderTwoBlocks();
    act(() => consent.chooseConsent('denied'));
    await waitFor(() => expect(fills).toEqual([1, 1]));
    expect(adSenseScripts()).toHaveLength(1);
  });

  it('after Rejeitar, shows no ads at all when the owner chose VITE_ADS_WITHOUT_CONSENT=none', async () => {
    const fills = recordFills();
    const { renderTwoBlocks, consent } = await loadPage({ ...ADSENSE, VITE_ADS_WITHOUT_CONSENT: 'none' });
    renderTwoBlocks();
    act(() => consent.chooseConsent('denied'));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(adSenseScripts()).toHaveLength(0);
    expect(fills).toEqual([]);
    // Changing one's mind later fills the blocks already on the page.
    act(() => consent.chooseConsent('granted'));
    await waitFor(() => expect(fills).toEqual([0, 0]));
  });

  it('uses a choice kept from an earlier visit without asking again', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.consent,
      JSON.stringify({ version: 1, ads: 'granted', decidedAt: Date.now() - 1000 }),
    );
    const fills = recordFills();
    const { renderTwoBlocks } = await loadPage(ADSENSE);
    renderTwoBlocks();
    await waitFor(() => expect(fills).toEqual([0, 0]));
  });

  it('leaves consent to the owner’s consent platform when the banner is off: loads at once, sets no signal', async () => {
    const fills = recordFills();
    const { renderTwoBlocks } = await loadPage({ ...ADSENSE, VITE_CONSENT_BANNER: 'off' });
    renderTwoBlocks();
    await waitFor(() => expect(fills).toEqual([undefined, undefined]));
    expect(adSenseScripts()).toHaveLength(1);
    expect(window.dataLayer).toBeUndefined();
  });
});
