import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';

import { AppShell } from '@/app-shell';
import { STORAGE_KEYS } from '@/config/site';
import type { BuildSeed } from '@/wordpress/build-seed';
import type { Category, Product, ProductPage } from '@/wordpress/types';
import { createQueryClient } from '@/wordpress/query-client';
import Home from '@/routes/home';
import NotFound from '@/routes/not-found';
import ProductRoute from '@/routes/product';
import SitePageRoute from '@/routes/site-page';

interface TestRootProps {
  retries?: boolean;
  categoriesSeed?: BuildSeed<Category[]> | null;
}

/** The app's root for tests: a query client (without retries unless asked), and the shell around the page. */
export function TestRoot({ retries = false, categoriesSeed = null }: TestRootProps) {
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    // Retries are the spec's behaviour in production (tested with fake timers, `retries: true`);
    // elsewhere they would only slow failures down.
    if (!retries) {
      queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    }
    return queryClient;
  });
  return (
    <QueryClientProvider client={client}>
      <AppShell categoriesSeed={categoriesSeed}>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
  );
}

interface BuildData {
  /** The categories the build prerendered into every page (root loader). */
  categoriesSeed?: BuildSeed<Category[]> | null;
  /** What the build prerendered for the home page (`loaderData.seed`). */
  homeSeed?: BuildSeed<ProductPage> | null;
  /** What the build prerendered for the product page. */
  productSeed?: BuildSeed<Product> | null;
}

interface RenderOptions extends BuildData {
  /** The address a visitor chose in the dialog. */
  wordpressUrl?: string;
  /** Use the production retry policy (pair it with fake timers). */
  retries?: boolean;
}

const stubFor = ({
  homeSeed = null,
  productSeed = null,
  categoriesSeed = null,
  retries,
}: BuildData & { retries: boolean }) =>
  createRoutesStub([
    {
      path: '/',
      Component: () => <TestRoot retries={retries} categoriesSeed={categoriesSeed} />,
      HydrateFallback: () => null,
      children: [
        // Without build data the pages fetch everything, like after a client navigation.
        {
          index: true,
          Component: Home,
          loader: () => ({ seed: homeSeed, mostRead: null, listed: homeSeed?.data.products ?? [] }),
        },
        {
          path: 'product/:id',
          Component: ProductRoute,
          loader: () => ({ product: productSeed?.data ?? null, seed: productSeed }),
        },
        { path: 'pagina/:slug', Component: SitePageRoute, loader: () => ({ page: null, seed: null }) },
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
  { wordpressUrl, retries = false, ...buildData }: RenderOptions = {},
) {
  if (wordpressUrl !== undefined) window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, wordpressUrl);
  const user = userEvent.setup();
  const Stub = stubFor({ ...buildData, retries });
  const result = render(<Stub initialEntries={[path]} />);
  await waitForMain();
  return { user, ...result };
}

/** Waits until the router has rendered the page, also under fake timers (which stall findBy). */
async function waitForMain(): Promise<void> {
  if (!vi.isFakeTimers()) {
    await screen.findByRole('main');
    return;
  }
  for (let turn = 0; turn < 100 && screen.queryByRole('main') === null; turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(0));
  }
  if (screen.queryByRole('main') === null) throw new Error('the page never rendered');
}
