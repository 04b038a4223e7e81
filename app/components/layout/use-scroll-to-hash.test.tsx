import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';
import { TEST_BASE, TEST_SITE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

const mostReadLink = () =>
  within(screen.getByRole('navigation', { name: 'Principal' })).getByRole('link', { name: 'Mais Lidas' });

describe("'Mais Lidas' in the menu", () => {
  it('leads home to the list, and moves there only once the products above it have loaded', async () => {
    // What the page holds each time it scrolls: the list's entries then.
    const entriesWhenScrolled: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {
      entriesWhenScrolled.push(document.querySelectorAll('#mais-lidas li').length);
    });
    const post = wpPost({ id: 7, title: 'Fone Bluetooth' });
    server.use(...wordpressHandlers([post]).handlers);
    // The home list arrives late, like after a navigation from a product page opened directly.
    server.use(
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay(300);
        return HttpResponse.json([post], { headers: { 'X-WP-Total': '1', 'X-WP-TotalPages': '1' } });
      }),
    );
    const { user } = await renderApp('/product/7', { wordpressUrl: TEST_SITE });
    await user.click(mostReadLink());

    expect(await screen.findByText('Carregando produtos...')).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Mais Lidas' });
    await waitFor(() => expect(list).toHaveFocus());
    expect(entriesWhenScrolled).toEqual([1]);
  });

  it('on the home keeps the search and category in the address', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await renderApp({ pathname: '/', search: '?q=fone' });
    expect(mostReadLink()).toHaveAttribute('href', '/?q=fone#mais-lidas');
  });
});
