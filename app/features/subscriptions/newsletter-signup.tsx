import { lazy, memo, Suspense } from 'react';

// The block's code is loaded after the first paint, while the page hydrates: the first visit's
// JavaScript does not carry it, and the prerendered block is shown meanwhile.
const NewsletterBlock = lazy(async () => ({ default: (await import('./newsletter-block')).NewsletterBlock }));

/**
 * The home's newsletter block (spec section 2): it subscribes to 'Novidades da semana' for real.
 * Memoised: the listing re-renders as the app starts, and a boundary updated before its code has come
 * drops the prerendered block for its fallback, a gap where a shared link's empty results show it.
 */
export const NewsletterSignup = memo(function NewsletterSignup() {
  return (
    <Suspense fallback={<div className="mt-12 min-h-72" />}>
      <NewsletterBlock />
    </Suspense>
  );
});
