import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type SearchBoxModule = typeof import('./search-box');

/**
 * The prerendered search box, hydrated after the visitor has typed `typed` into it (before the app
 * ran, as on a slow phone). A fresh module per test: the page has not hydrated yet (lib/use-hydrated).
 */
async function hydrateAfterTyping(typed: string | null, path = '/') {
  vi.resetModules();
  const { SearchBox }: SearchBoxModule = await import('./search-box');
  // The same fresh modules as the box's: its query client and WordPress come from their contexts.
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { WordPressProvider } = await import('@/wordpress/wordpress-context');
  const client = new QueryClient();
  const Page = () => (
    <WordPressProvider settings={null}>
      <QueryClientProvider client={client}>
        <SearchBox />
      </QueryClientProvider>
    </WordPressProvider>
  );
  const routes = [{ path: '/', Component: Page }];
  const html = renderToString(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  const container = document.createElement('div');
  container.append(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
  document.body.append(container);
  const input = container.querySelector('input');
  if (input === null) throw new Error('no search input in the prerendered HTML');
  if (typed !== null) input.value = typed;
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    hydrateRoot(container, <RouterProvider router={router} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { input, router, remove: () => container.remove() };
}

describe('SearchBox before the app has started', () => {
  beforeEach(() => {
    document.body.replaceChildren();
  });

  it('keeps what the visitor typed before hydration, and searches it (no hydration warning)', async () => {
    const { input, router, remove } = await hydrateAfterTyping('tecl');
    expect(input.value).toBe('tecl');
    expect(router.state.location.search).toBe('?q=tecl');
    // The console guard (test/setup.ts) fails the test on any console.error, a hydration mismatch included.
    remove();
  });

  it('keeps the filters already in the address', async () => {
    const { input, router, remove } = await hydrateAfterTyping('fone', '/?categoria=Casa');
    expect(input.value).toBe('fone');
    expect(new URLSearchParams(router.state.location.search).get('categoria')).toBe('Casa');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('fone');
    remove();
  });

  it('leaves an untouched box to the address (a shared search link shows its text)', async () => {
    const untouched = await hydrateAfterTyping(null);
    expect(untouched.input.value).toBe('');
    expect(untouched.router.state.location.search).toBe('');
    untouched.remove();

    const shared = await hydrateAfterTyping(null, '/?q=fone');
    expect(shared.input.value).toBe('fone');
    expect(shared.router.state.location.search).toBe('?q=fone');
    shared.remove();
  });
});
