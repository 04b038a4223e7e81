/**
 * Data the build fetched for a prerendered page. It seeds the page's query only when the visitor
 * uses the same WordPress as the build, and is refreshed from WordPress only once older than the
 * freshness window (network.freshForMs): a visit right after a rebuild asks WordPress nothing.
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
