import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { theBuildHas } from './build-page';

/**
 * For a page whose data loads on the page (the home's or a category's products), reached by a link:
 * `unanswered` once the samples stand in for it because WordPress gave no answer. The browser then
 * loads the build's page for this address (build-page.ts); returns true meanwhile, for the page to
 * keep the samples out of sight.
 */
export function useBuildPageInstead(unanswered: boolean): boolean {
  const { pathname, search } = useLocation();
  const leaving = unanswered && theBuildHas(pathname);
  useEffect(() => {
    if (leaving) window.location.replace(`${pathname}${search}`);
  }, [leaving, pathname, search]);
  return leaving;
}
