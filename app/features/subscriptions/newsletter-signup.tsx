import { lazy, Suspense } from 'react';

// The block's code is loaded after the first paint, while the page hydrates: the first visit's
// JavaScript does not carry it, and the prerendered block is shown meanwhile.
const NewsletterBlock = lazy(async () => ({ default: (await import('./newsletter-block')).NewsletterBlock }));

/** The home's newsletter block (spec section 2): it subscribes to 'Novidades da semana' for real. */
export function NewsletterSignup() {
  return (
    <Suspense fallback={<div className="mt-12 min-h-72" />}>
      <NewsletterBlock />
    </Suspense>
  );
}
