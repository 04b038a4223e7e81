/**
 * Data the build fetched for a prerendered page. It seeds the page's query only when the visitor
 * uses the same WordPress as the build, and is refreshed from WordPress once older than the
 * query staleTime (60 s), which a build normally is by the time anyone visits.
 */
export interface BuildSeed<T> {
  baseUrl: string | null;
  data: T;
  fetchedAt: number;
}

export function seededQuery<T>(seed: BuildSeed<T> | null | undefined, baseUrl: string | null) {
  return seed !== null && seed !== undefined && seed.baseUrl === baseUrl
    ? { initialData: seed.data, initialDataUpdatedAt: seed.fetchedAt }
    : {};
}
