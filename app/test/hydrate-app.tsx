import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta, type Location } from 'react-router';

import CategoryRoute, { clientLoader as categoryClientLoader, meta as categoryMeta } from '@/routes/category';
import Home, { meta as homeMeta } from '@/routes/home';
import { sampleProductsIn } from '@/wordpress/samples/sample-listing';

import { TestRoot } from './render-app';

type CategoryData = Awaited<ReturnType<typeof categoryClientLoader>>;

/** What the build prerenders for the home without a WordPress (its loader's data). */
const HOME_SAMPLES = sampleProductsIn('Todos');
const HOME_DATA = { seed: null, mostRead: null, listed: HOME_SAMPLES, samples: HOME_SAMPLES };

/** The root's data without a WordPress, as React Router hands it to meta functions (`data` and `loaderData`). */
const ROOT = { data: { categories: null, pages: null, settings: null } };
const rootMatch = (pathname: string) => ({
  id: 'root' as const,
  params: {},
  pathname,
  meta: [],
  ...ROOT,
  loaderData: ROOT.data,
});

function homeMetaArgs(location: Location): Parameters<typeof homeMeta>[0] {
  const loaded = { data: HOME_DATA, loaderData: HOME_DATA };
  const match = { id: 'routes/home' as const, params: {}, pathname: '/', meta: [], ...loaded };
  return { ...loaded, location, params: {}, matches: [rootMatch('/'), match] };
}

function categoryMetaArgs(location: Location, slug: string, data: CategoryData): Parameters<typeof categoryMeta>[0] {
  const loaded = { data, loaderData: data };
  const params = { slug };
  const match = { id: 'routes/category' as const, params, pathname: location.pathname, meta: [], ...loaded };
  return { ...loaded, location, params, matches: [rootMatch(location.pathname), match] };
}

/**
 * The home's and the category pages' routes, their head tags written by <Meta /> as in root.tsx.
 * The stub gives meta functions untyped data: each route's meta function is called with the data
 * its own loader returned, kept here.
 */
function createSite() {
  const categories = new Map<string, CategoryData>();
  return createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <Meta />
          <TestRoot />
        </>
      ),
      children: [
        {
          index: true,
          Component: Home,
          loader: () => HOME_DATA,
          meta: ({ location }) => homeMeta(homeMetaArgs(location)),
        },
        {
          path: 'categoria/:slug',
          Component: CategoryRoute,
          loader: async ({ params }) => {
            const slug = params.slug ?? '';
            const data = await categoryClientLoader({ params: { slug } });
            categories.set(slug, data);
            return data;
          },
          meta: ({ location, params }) => {
            const slug = params.slug ?? '';
            const data = categories.get(slug);
            return data ? categoryMeta(categoryMetaArgs(location, slug, data)) : [];
          },
        },
      ],
    },
  ]);
}

/**
 * Opens `address` as a browser opens the static host's prerendered home (`/`, whatever the query):
 * the HTML the build wrote for `/`, hydrated by the app at `address`. React claims the head tags
 * (title, meta, canonical link) of that HTML only where they are the same as its own; a different
 * one is added beside the prerendered one.
 *
 * The page is prerendered whole, as the build renders it: its lazy parts (the newsletter block) are
 * loaded first, as the build's render waits for them. (React's streaming renderers, which wait, leave
 * their context values behind in this one process, where the browser's renderer then finds them.)
 *
 * Once per test file: the app's "hydrated" flag (lib/use-hydrated.ts) stays set for the rest of it.
 */
export async function hydrateHome(address: string) {
  const hydrationData = { loaderData: { '0-0': HOME_DATA } };
  const Prerendered = createSite();
  const page = <Prerendered initialEntries={['/']} hydrationData={hydrationData} />;
  renderToString(page); // Starts loading the lazy parts, rendered as their fallbacks here.
  await import('@/features/subscriptions/newsletter-block');
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(page);
  // The browser parses the prerendered HTML, then React adopts it.
  const parsed = new DOMParser().parseFromString(`<!doctype html><body><div id="app">${html}</div>`, 'text/html');
  const container = document.importNode(parsed.getElementById('app') ?? document.createElement('div'), true);
  document.body.append(container);
  const Site = createSite();
  return render(<Site initialEntries={[address]} hydrationData={hydrationData} />, { container, hydrate: true });
}
