import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';

import { AppShell } from '@/app-shell';
import { site } from '@/config/site';
import { getQueryClient } from '@/lib/query-client';

import type { Route } from './+types/root';
import './app.css';

export const meta: Route.MetaFunction = () => [
  { title: `${site.name} - Curadoria de produtos` },
  { name: 'description', content: site.description },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b3fd6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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

export default function App() {
  // One cache per visit in the browser, one per page while prerendering (see getQueryClient).
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell>
        <Outlet />
      </AppShell>
    </QueryClientProvider>
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
      <a href="/" className="text-brand-700 underline">
        Voltar ao início
      </a>
    </main>
  );
}
