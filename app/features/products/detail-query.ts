import { queryOptions } from '@tanstack/react-query';

import { network } from '@/config/site';

import { loadProductDetail, ProductNotFoundError, type ProductDetail } from './api/load-product';
import { productKeys } from './query-keys';

export function productDetailQueryOptions(baseUrl: string | null, id: string) {
  return queryOptions({
    queryKey: productKeys.detail(baseUrl, id),
    queryFn: ({ signal, client, queryKey }) =>
      loadProductDetail(baseUrl, id, signal, client.getQueryData<ProductDetail>(queryKey)),
    // The route's clientLoader has just tried; a missing product is not asked for twice.
    retryOnMount: false,
    // A missing product stays missing: retrying only delays the answer.
    retry: (failureCount, error) => !(error instanceof ProductNotFoundError) && failureCount < network.retries,
  });
}
