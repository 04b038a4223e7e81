import { QueryClient } from '@tanstack/react-query';

import { network } from '@/config/site';

/** Retry, backoff and cache lifetime as spec section 7 names them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: network.retries,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, network.maxRetryDelayMs),
        gcTime: network.gcTimeMs,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
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
