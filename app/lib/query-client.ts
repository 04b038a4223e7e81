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
