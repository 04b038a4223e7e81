import { noop, type QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';

/**
 * Starts a query, retries included, and resolves as soon as it has data or its first attempt has
 * failed (then with undefined), while the retries go on for the component that will observe it.
 * A route loader awaiting this never holds a navigation through the whole retry backoff.
 */
export function firstOutcome<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): Promise<TData | undefined> {
  const cache = client.getQueryCache();
  const query = cache.build(client, options);
  client.query(options).catch(noop);
  return new Promise((resolve) => {
    const settle = (): boolean => {
      const { data, fetchFailureCount, status } = query.state;
      if (data === undefined && fetchFailureCount === 0 && status !== 'error') return false;
      resolve(data);
      return true;
    };
    if (settle()) return;
    const unsubscribe = cache.subscribe((event) => {
      if (event.query === query && settle()) unsubscribe();
    });
  });
}
