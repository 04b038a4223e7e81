import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from 'react-router';

import { HOME_PATH } from '@/config/paths';
import { AppShell } from '@/app-shell';
import { FAVICON_DATA_URI, FAVICON_PATH } from '@/config/favicon';
import { AFTER_FIRST_SCREEN_ID } from '@/config/first-screen';
import { site } from '@/config/site';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { categoryPageRedirectScript } from '@/features/filters/category-page-redirect-script';
import { SHARED_FILTER_SCRIPT } from '@/features/filters/shared-filter-script';
import { getQueryClient } from '@/wordpress/query-client';
import { WordPressProvider } from '@/wordpress/wordpress-context';

import type { Route } from './+types/root';
import stylesheet from './app.css?url';

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} - Curadoria de produtos` },
  { name: 'description', content: site.description },
];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // The build's categories; none on an error page or a page the build did not prerender.
  const categories = useRouteLoaderData<typeof loader>('root')?.categories?.data;
  return (
    // The shared-filter script may add a class to <html> before React hydrates it.
    <html lang="pt-BR" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="expect" href={`#${AFTER_FIRST_SCREEN_ID}`} blocking="render" />
        <script>{SHARED_FILTER_SCRIPT}</script>
        {/* Prerendering only, as the stylesheet below: it runs once, before the app, and React leaves an
            extra <script> in <head> alone while hydrating, so the browser's bundle does without it. */}
        {import.meta.env.SSR && pathname === HOME_PATH && categories ? (
          <script>{categoryPageRedirectScript(categories)}</script>
        ) : null}
        <meta name="theme-color" content="#5b3fd6" />
        {/* Prerendering only: with a precedence React writes it first in <head>, and the build inlines the
            part of it the page uses (site-builder/pages/prerendered-html.ts). React keeps that <style> and never fetches
            the file; the build's loader adds the whole file before the app starts. */}
        {import.meta.env.SSR && <link rel="stylesheet" href={stylesheet} precedence="default" />}
        <link rel="icon" href={pathname === HOME_PATH ? FAVICON_PATH : FAVICON_DATA_URI} type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Build time: the categories and site pages of the build's WordPress, for the prerendered header
 * and footer, and the owner's settings the browser maps refreshed posts with.
 */
export function loader({ context }: Route.LoaderArgs) {
  const data = catalogData(context);
  return { categories: data.categoriesSeed(), pages: data.sitePageLinksSeed(), settings: data.settingsSeed() };
}

export { revalidateOnOtherPage as shouldRevalidate } from '@/lib/same-page-revalidation';

/** Pages the build did not prerender (SPA fallback) ask WordPress themselves. */
export function clientLoader() {
  return { categories: null, pages: null, settings: null };
}

export default function App({ loaderData }: Route.ComponentProps) {
  // One cache per visit in the browser, one per page while prerendering (see getQueryClient).
  const [queryClient] = useState(getQueryClient);
  return (
    <WordPressProvider settings={loaderData.settings}>
      <QueryClientProvider client={queryClient}>
        <AppShell categoriesSeed={loaderData.categories} pagesSeed={loaderData.pages}>
          <Outlet />
        </AppShell>
      </QueryClientProvider>
    </WordPressProvider>
  );
}

/** Shown by the SPA fallback page (paths not prerendered) until the page's data is ready. */
export function HydrateFallback() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-16 text-slate-600">
      Carregando...
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Erro desconhecido';
  return (
    <main className="mx-auto max-w-xl space-y-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-700">{detail}</p>
      <a href={HOME_PATH} className="text-brand-700 underline">
        Voltar ao início
      </a>
    </main>
  );
}
