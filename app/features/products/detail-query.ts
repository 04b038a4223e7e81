import { queryOptions } from '@tanstack/react-query';

import { network } from '@/config/site';

import { loadProductDetail, ProductNotFoundError, type ProductDetail } from './api/load-product';
import { productKeys } from './query-keys';

export function productDetailQueryOptions(baseUrl: string | null, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(baseUrl, id),
    queryFn: async ({ signal, client, queryKey }) => {
      // A failed refresh keeps the live product already on screen instead of a sample or an error.
      const shownLive = () => {
        const shown = client.getQueryData<ProductDetail>(queryKey);
        return shown?.source === 'live' ? shown : undefined;
      };
      try {
        const detail = await loadProductDetail(baseUrl, id, signal);
        return (detail.connectionFailed && shownLive()) || detail;
      } catch (error) {
        const shown = error instanceof ProductNotFoundError && error.connectionFailed ? shownLive() : undefined;
        if (shown) return shown;
        throw error;
      }
    },
    // A missing product stays missing: retrying only delays the answer.
    // The route's clientLoader has just tried; a missing product is not asked for twice.
    retryOnMount: false,
    retry: (failureCount, error) => !(error instanceof ProductNotFoundError) && failureCount < network.retries,
  });
}
