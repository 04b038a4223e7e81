import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For a route's `shouldRevalidate`: a navigation within the same page (its query: a search typed
 * key by key, `?q=`) changes none of the data its loaders give, so they do not run again.
 */
export function revalidateOnOtherPage({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;
}
