/**
 * Whether an attempt of this query has failed: during the retries (failureCount) or after they
 * were spent, even once a new fetch has reset failureCount (errorUpdateCount).
 */
export function hasFailedOnce(query: { failureCount: number; errorUpdateCount: number }): boolean {
  return query.failureCount > 0 || query.errorUpdateCount > 0;
}
