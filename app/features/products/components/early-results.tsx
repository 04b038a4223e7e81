import { EARLY_RESULTS_ATTRIBUTE } from '@/config/page-markers';

/**
 * Empty inner HTML, the one way React leaves an element's children alone when it hydrates: the
 * early search script may have drawn its results in it before the app ran. A constant, so React never
 * writes it again while the container stays rendered.
 */
const UNTOUCHED_CHILDREN = { __html: '' };

/**
 * Where a shared search link (`/?q=fone`) paints its first results before the app runs. Out of the
 * flow, where the listing's heading goes, over the prerendered unfiltered list the page hides then
 * (app.css shows it only under the shared-filter class). The home renders it until its own results
 * (or its 'Nenhum produto encontrado') replace it, in the same place: nothing moves.
 */
export function EarlyResults() {
  return (
    <div
      {...{ [EARLY_RESULTS_ATTRIBUTE]: '' }}
      className="absolute inset-x-0 space-y-6"
      // eslint-disable-next-line no-restricted-syntax -- an empty constant, never data: see UNTOUCHED_CHILDREN.
      dangerouslySetInnerHTML={UNTOUCHED_CHILDREN}
      suppressHydrationWarning
    />
  );
}
