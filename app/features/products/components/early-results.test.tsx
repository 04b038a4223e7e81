import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { EarlyResults } from './early-results';

function Listing({ early }: { early: boolean }) {
  return (
    <main>
      {early && <EarlyResults />}
      <h1>Produtos em destaque</h1>
    </main>
  );
}

describe('EarlyResults', () => {
  it('keeps what the early search drew before hydration, and goes when the app stops rendering it', () => {
    const host = document.createElement('div');
    host.append(document.createRange().createContextualFragment(renderToString(<Listing early />)));
    document.body.append(host);
    const card = document.createElement('article');
    card.textContent = 'Fone de Ouvido Bluetooth';
    host.querySelector('[data-early-results]')?.append(card);

    // The test setup fails on any console.error: hydration reports no mismatch.
    const { rerender } = render(<Listing early />, { container: host, hydrate: true });
    expect(host.querySelector('[data-early-results] article')?.textContent).toBe('Fone de Ouvido Bluetooth');

    rerender(<Listing early />);
    expect(host.querySelector('[data-early-results] article')?.textContent).toBe('Fone de Ouvido Bluetooth');

    rerender(<Listing early={false} />);
    expect(host.querySelector('[data-early-results]')).toBeNull();
    expect(host.querySelector('h1')?.textContent).toBe('Produtos em destaque');
  });
});
