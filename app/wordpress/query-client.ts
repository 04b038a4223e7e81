import { QueryClient, type Query } from '@tanstack/react-query';

import { network } from '@/config/site';
import { isRetryable, retryDelay } from './client';

/** A query whose retries are spent (it stays in error until something tries again). */
const gaveUp = (query: Query) => query.state.status === 'error';

/**
 * Retry, backoff and cache lifetime as spec section 7 names them, and a site that heals itself:
 * after the retries are spent, a failed query tries again when the browser comes back online, and
 * when the tab becomes visible again (at most once a minute).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < network.retries && isRetryable(error),
        retryDelay,
        // While prerendering, each page's client goes with its page: a removal timer would keep every
        // page's data for 5 minutes (the memory of a large build) and the build's process alive.
        gcTime: typeof window === 'undefined' ? Infinity : network.gcTimeMs,
        staleTime: network.freshForMs,
        // The first attempt runs even when the browser believes it is offline (it is often wrong),
        // so the visitor gets the samples at once; retries wait for the connection to come back.
        networkMode: 'offlineFirst',
        refetchOnReconnect: gaveUp,
        refetchOnWindowFocus: (query) =>
          gaveUp(query) && Date.now() - query.state.errorUpdatedAt >= network.retryOnVisibleEveryMs,
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser keeps one client for the whole visit, shared by route clientLoaders and components.
 * Outside the browser (prerendering) every page gets its own, so pages never share a cache.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  browserClient ??= createQueryClient();
  return browserClient;
}
