import { queryOptions } from '@tanstack/react-query';

import { network } from '@/config/site';

import { loadProductDetail, ProductNotFoundError } from './api/load-product';
import { productKeys } from './query-keys';

export function productDetailQueryOptions(baseUrl: string | null, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(baseUrl, id),
    queryFn: ({ signal }) => loadProductDetail(baseUrl, id, signal),
    // A missing product stays missing: retrying only delays the answer.
    // The route's clientLoader has just tried; a missing product is not asked for twice.
    retryOnMount: false,
    retry: (failureCount, error) => !(error instanceof ProductNotFoundError) && failureCount < network.retries,
  });
}
