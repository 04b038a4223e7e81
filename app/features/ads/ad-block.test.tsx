import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AdBlock } from './ad-block';

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

describe('AdBlock', () => {
  beforeEach(() => {
    Reflect.deleteProperty(window, 'adsbygoogle');
  });

  it('is a same-size placeholder labelled Publicidade when AdSense is not configured', () => {
    render(<AdBlock />);
    expect(screen.getByTestId('ad-slot')).toHaveTextContent('Publicidade');
    expect(document.querySelector('script[src*="adsbygoogle"]')).toBeNull();
  });

  it('loads the script once and fills each block once, even in StrictMode', () => {
    vi.stubEnv('VITE_ADSENSE_CLIENT', 'ca-pub-123');
    vi.stubEnv('VITE_ADSENSE_SLOT', '456');
    vi.stubGlobal('IntersectionObserver', ImmediateIntersectionObserver);
    render(
      <StrictMode>
        <AdBlock />
        <AdBlock />
      </StrictMode>,
    );
    expect(document.querySelectorAll('script[src*="adsbygoogle.js?client=ca-pub-123"]')).toHaveLength(1);
    expect(window.adsbygoogle).toHaveLength(2);
    expect(document.querySelectorAll('ins.adsbygoogle[data-ad-slot="456"]')).toHaveLength(2);
  });
});
