import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Outlet } from 'react-router';

import { AppShell } from '@/app-shell';
import { STORAGE_KEYS } from '@/config/site';
import { createQueryClient } from '@/lib/query-client';
import Home from '@/routes/home';
import NotFound from '@/routes/not-found';
import ProductRoute from '@/routes/product';

function TestRoot() {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    // Retries are the spec's behaviour in production; here they would only slow failures down.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <AppShell>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  );
}

const Stub = createRoutesStub([
  {
    path: '/',
    Component: TestRoot,
    HydrateFallback: () => null,
    children: [
      // No build data in tests: the pages fetch everything like a client navigation does.
      { index: true, Component: Home, loader: () => ({ seed: null }) },
      { path: 'product/:id', Component: ProductRoute, loader: () => ({ product: null, seed: null }) },
      { path: '*', Component: NotFound },
    ],
  },
]);

/**
 * Renders the whole site at `path`, as a visitor who chose `wordpressUrl` in the dialog would see
 * it, and waits until the router has rendered the page.
 */
export async function renderApp(path: string, { wordpressUrl }: { wordpressUrl?: string } = {}) {
  if (wordpressUrl !== undefined) window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, wordpressUrl);
  const user = userEvent.setup();
  const result = render(<Stub initialEntries={[path]} />);
  await screen.findByRole('main');
  return { user, ...result };
}
