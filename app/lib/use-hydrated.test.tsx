import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type UseHydrated = typeof import('./use-hydrated').useHydrated;

function Probe({ useHydrated, name }: { useHydrated: UseHydrated; name: string }) {
  return <p>{`${name}: ${useHydrated() ? 'hydrated' : 'prerendered'}`}</p>;
}

describe('useHydrated', () => {
  let useHydrated: UseHydrated;
  beforeEach(async () => {
    // A fresh module per test: the page has not hydrated yet.
    vi.resetModules();
    ({ useHydrated } = await import('./use-hydrated'));
  });

  it('reads false while hydrating prerendered HTML, so the first render matches it, then true', async () => {
    const html = renderToString(<Probe useHydrated={useHydrated} name="header" />);
    const container = document.createElement('div');
    container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
    document.body.append(container);
    expect(container.textContent).toBe('header: prerendered');
    const errors = vi.spyOn(console, 'error');
    act(() => {
      hydrateRoot(container, <Probe useHydrated={useHydrated} name="header" />);
    });
    await screen.findByText('header: hydrated');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('reads true at once in a component mounted after the page has hydrated', async () => {
    render(<Probe useHydrated={useHydrated} name="first" />);
    expect(await screen.findByText('first: hydrated')).toBeInTheDocument();
    render(<Probe useHydrated={useHydrated} name="later" />);
    // No prerendered pass for a component that appears later (a client navigation).
    expect(screen.getByText('later: hydrated')).toBeInTheDocument();
  });
});
