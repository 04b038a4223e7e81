import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Outlet } from 'react-router';
import { vi } from 'vitest';

import { AppShell } from '@/app-shell';
import { STORAGE_KEYS } from '@/config/site';
import type { BuildSeed } from '@/wordpress/build-seed';
import type { Category, Product, ProductPage } from '@/wordpress/types';
import { createQueryClient, getQueryClient } from '@/wordpress/query-client';
import type { WordPressSettings } from '@/wordpress/settings';
import { WordPressProvider } from '@/wordpress/wordpress-context';
import Home, { clientLoader as homeClientLoader } from '@/routes/home';
import NotFound from '@/routes/not-found';
import ProductRoute, {
  clientLoader as productClientLoader,
  HydrateFallback as ProductHydrateFallback,
} from '@/routes/product';
import SitePageRoute, { clientLoader as sitePageClientLoader } from '@/routes/site-page';
import CategoryRoute, { clientLoader as categoryClientLoader } from '@/routes/category';
import SubscriptionRoute from '@/routes/subscription';
import PreviewRoute from '@/routes/preview';
import type { CategoryPageData } from '@/wordpress/catalog/catalog-data.server';

interface TestRootProps {
  categoriesSeed?: BuildSeed<Category[]> | null;
  settingsSeed?: BuildSeed<WordPressSettings> | null;
}

/** The app's root for tests: the browser's one query client, the WordPress in use, and the shell. */
export function TestRoot({ categoriesSeed = null, settingsSeed = null }: TestRootProps) {
  return (
    <WordPressProvider settings={settingsSeed}>
      <QueryClientProvider client={getQueryClient()}>
        <AppShell categoriesSeed={categoriesSeed}>
          <Outlet />
        </AppShell>
      </QueryClientProvider>
    </WordPressProvider>
  );
}

/**
 * A fresh start of the browser's query client, which route clientLoaders and components share.
 * Retries are the spec's behaviour in production (tested with fake timers, `retries: true`);
 * elsewhere they would only slow failures down.
 */
function resetQueryClient(retries: boolean): void {
  const client = getQueryClient();
  client.clear();
  const production = createQueryClient().getDefaultOptions();
  client.setDefaultOptions(retries ? production : { ...production, queries: { ...production.queries, retry: false } });
}

interface BuildData {
  /** The owner's settings the build read from the companion plugin (root loader). */
  settingsSeed?: BuildSeed<WordPressSettings> | null;
  /** The categories the build prerendered into every page (root loader). */
  categoriesSeed?: BuildSeed<Category[]> | null;
  /** What the build prerendered for the home page (`loaderData.seed`). */
  homeSeed?: BuildSeed<ProductPage> | null;
  /** 'Mais Lidas' as the build prerendered it on the home (with `homeSeed`). */
  mostReadSeed?: BuildSeed<Product[] | null> | null;
  /** What the build prerendered for the product page. */
  productSeed?: BuildSeed<Product> | null;
  /** What the build prerendered for a category page (its loader's data). */
  categoryPage?: { category: CategoryPageData; seed: BuildSeed<ProductPage> | null; listed: Product[] } | null;
}

interface RenderOptions extends BuildData {
  /** The address a visitor chose in the dialog. */
  wordpressUrl?: string;
  /** Use the production retry policy (pair it with fake timers). */
  retries?: boolean;
}

const stubFor = ({
  homeSeed = null,
  mostReadSeed = null,
  productSeed = null,
  categoriesSeed = null,
  settingsSeed = null,
  categoryPage = null,
}: BuildData) =>
  createRoutesStub([
    {
      path: '/',
      Component: () => <TestRoot categoriesSeed={categoriesSeed} settingsSeed={settingsSeed} />,
      HydrateFallback: () => null,
      children: [
        // Without build data, the routes' own clientLoaders run, as after a client navigation. With
        // it, the loader gives what the build prerendered: a prerendered page hydrates from that
        // data without running its clientLoader.
        {
          index: true,
          Component: Home,
          loader: homeSeed
            ? () => ({ seed: homeSeed, mostRead: mostReadSeed, listed: homeSeed.data.products })
            : homeClientLoader,
        },
        {
          path: 'product/:id',
          Component: ProductRoute,
          ...(productSeed
            ? { loader: () => ({ product: productSeed.data, seed: productSeed }) }
            : {
                loader: ({ params, request }) => productClientLoader({ params: { id: params.id ?? '' }, request }),
                HydrateFallback: ProductHydrateFallback,
              }),
        },
        {
          path: 'categoria/:slug',
          Component: CategoryRoute,
          loader: categoryPage
            ? () => categoryPage
            : ({ params }) => categoryClientLoader({ params: { slug: params.slug ?? '' } }),
        },
        {
          path: 'pagina/:slug',
          Component: SitePageRoute,
          loader: ({ params, request }) => sitePageClientLoader({ params: { slug: params.slug ?? '' }, request }),
        },
        { path: 'inscricao/:acao', Component: SubscriptionRoute },
        { path: 'previa', Component: PreviewRoute },
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
  resetQueryClient(retries);
  const user = userEvent.setup();
  const Stub = stubFor(buildData);
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
