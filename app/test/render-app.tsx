import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Outlet } from 'react-router';

import { AppShell } from '@/app-shell';
import { STORAGE_KEYS } from '@/config/site';
import type { ProductDetail } from '@/features/products/api/load-product';
import type { BuildSeed } from '@/features/products/build-seed';
import type { ProductPage } from '@/features/products/model/product';
import { createQueryClient } from '@/lib/query-client';
import Home from '@/routes/home';
import NotFound from '@/routes/not-found';
import ProductRoute from '@/routes/product';

/** The app's root for tests: a query client without retries, and the shell around the page. */
export function TestRoot() {
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

interface BuildData {
  /** What the build prerendered for the home page (`loaderData.seed`). */
  homeSeed?: BuildSeed<ProductPage> | null;
  /** What the build prerendered for the product page. */
  productSeed?: BuildSeed<ProductDetail> | null;
}

const stubFor = ({ homeSeed = null, productSeed = null }: BuildData) =>
  createRoutesStub([
    {
      path: '/',
      Component: TestRoot,
      HydrateFallback: () => null,
      children: [
        // Without build data the pages fetch everything, like after a client navigation.
        { index: true, Component: Home, loader: () => ({ seed: homeSeed, listed: homeSeed?.data.products ?? [] }) },
        {
          path: 'product/:id',
          Component: ProductRoute,
          loader: () => ({ product: productSeed?.data.product ?? null, seed: productSeed }),
        },
        { path: '*', Component: NotFound },
      ],
    },
  ]);

/**
 * Renders the whole site at `path`, as a visitor who chose `wordpressUrl` in the dialog would see
 * it, and waits until the router has rendered the page.
 */
export async function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown },
  { wordpressUrl, ...buildData }: { wordpressUrl?: string } & BuildData = {},
) {
  if (wordpressUrl !== undefined) window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, wordpressUrl);
  const user = userEvent.setup();
  const Stub = stubFor(buildData);
  const result = render(<Stub initialEntries={[path]} />);
  await screen.findByRole('main');
  return { user, ...result };
}
