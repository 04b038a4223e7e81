import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';

import { seededQuery, type BuildSeed } from './build-seed';
import { DEFAULT_SETTINGS } from './settings';
import { useWordPress, type LiveWordPress } from './wordpress-context';

interface Binding<TData> {
  /** What the build prerendered for this query; used when the visitor reads the build's WordPress. */
  seed?: BuildSeed<TData> | null;
  /** A further condition for asking WordPress (hydration done, categories known...). */
  enabled?: boolean;
}

/** A query without a WordPress never runs, but still needs options (a key) to be observed. */
const NO_WORDPRESS: LiveWordPress = { ...DEFAULT_SETTINGS, baseUrl: '' };

/** Binds a gateway query to the WordPress in use: its address, the build's data, and no request without one. */
function useBinding<TData>({ seed, enabled = true }: Binding<TData>) {
  const wordpress = useWordPress();
  const { baseUrl } = wordpress;
  return {
    wordpress: baseUrl === null ? NO_WORDPRESS : { ...wordpress, baseUrl },
    binding: { ...seededQuery(seed, baseUrl), enabled: baseUrl !== null && enabled },
  };
}

export function useWordPressQuery<TData, TKey extends QueryKey>(
  query: (wordpress: LiveWordPress) => UseQueryOptions<TData, DefaultError, TData, TKey>,
  options: Binding<TData> = {},
) {
  const { wordpress, binding } = useBinding(options);
  return useQuery({ ...query(wordpress), ...binding });
}

export function useWordPressInfiniteQuery<TPage, TKey extends QueryKey>(
  query: (wordpress: LiveWordPress) => UseInfiniteQueryOptions<TPage, DefaultError, InfiniteData<TPage>, TKey, number>,
  options: Binding<InfiniteData<TPage, number>> = {},
) {
  const { wordpress, binding } = useBinding(options);
  return useInfiniteQuery({ ...query(wordpress), ...binding });
}

/**
 * Starts a gateway query while rendering, before anything shows its data (TanStack's
 * usePrefetchQuery, with a condition): no state, so a page being hydrated can start what it shows next.
 */
export function usePrefetchWordPressQuery<TData, TKey extends QueryKey>(
  query: (wordpress: LiveWordPress) => UseQueryOptions<TData, DefaultError, TData, TKey>,
  when: boolean,
) {
  const client = useQueryClient();
  const { wordpress, binding } = useBinding({ enabled: when });
  if (!binding.enabled) return;
  const options = query(wordpress);
  // Not yet asked for (a disabled observer may have created it); its failure is the query's to show,
  // once something observes it.
  const state = client.getQueryState(options.queryKey);
  if (state === undefined || (state.status === 'pending' && state.fetchStatus === 'idle')) {
    client.query(options).catch(() => undefined);
  }
}
