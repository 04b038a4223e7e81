import { site } from '@/config/site';
import { ProductPreviewScreen } from '@/features/products/components/product-preview-screen';

import type { Route } from './+types/preview';

/**
 * Nobody but the post's owner should find this page, nor learn its address: no search engine lists
 * it, and no request it makes (its scripts, its pictures, a shop's page) says where it came from.
 * The host's rule for the page says the same (_headers, site-builder/security-headers.ts).
 */
export const meta: Route.MetaFunction = () => [
  { title: `Pré-visualização | ${site.name}` },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

/** The preview of an unpublished post: the build writes the page without any post, the browser fills it. */
export default function PreviewRoute() {
  return (
    <div className="px-4 py-6">
      <ProductPreviewScreen />
    </div>
  );
}
