import { site } from '@/config/site';
import { ProductDetailScreen } from '@/features/products/components/product-detail-screen';
import { ProductDetailLoading } from '@/features/products/components/product-detail-states';
import { productDetailQueryOptions } from '@/wordpress/queries/product-detail';
import { findSampleProduct } from '@/wordpress/samples/sample-product-details';
import { productSeed } from '@/wordpress/build/snapshot.server';
import { pageMeta } from '@/features/seo/page-meta';
import { productMeta } from '@/features/seo/product-meta';
import { ConfigureWordPressButton } from '@/features/wordpress-connection/configure-wordpress-button';
import { currentWordPressBaseUrl, useWordPressBaseUrl } from '@/features/wordpress-connection/use-wordpress-base-url';
import { firstOutcome } from '@/lib/first-outcome';
import { getQueryClient } from '@/wordpress/query-client';

import type { Route } from './+types/product';

/** Build time: the product from the build's WordPress (or sample), for the HTML and its metadata. */
export async function loader({ params }: Route.LoaderArgs) {
  const seed = await productSeed(params.id);
  return { product: seed?.data ?? findSampleProduct(params.id) ?? null, seed };
}

/**
 * Browser navigation and products newer than the build: the product is loaded here so the
 * metadata is right; the page does not wait for retries (the screen shows what happens meanwhile).
 */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  const baseUrl = currentWordPressBaseUrl();
  const live =
    baseUrl === null ? undefined : await firstOutcome(getQueryClient(), productDetailQueryOptions(baseUrl, params.id));
  return { product: live ?? findSampleProduct(params.id) ?? null, seed: null };
}

export function HydrateFallback() {
  return (
    <div className="px-4 py-6">
      <ProductDetailLoading />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData.product
    ? productMeta(loaderData.product)
    : [
        ...pageMeta({
          title: `Produto não encontrado | ${site.name}`,
          description: site.description,
          path: `/product/${params.id}`,
        }),
        { name: 'robots', content: 'noindex' },
      ];

export default function ProductRoute({ params, loaderData }: Pick<Route.ComponentProps, 'params' | 'loaderData'>) {
  const baseUrl = useWordPressBaseUrl();
  return (
    <div className="px-4 py-6">
      <ProductDetailScreen
        key={params.id}
        baseUrl={baseUrl}
        id={params.id}
        configureAction={<ConfigureWordPressButton />}
        seed={loaderData.seed}
      />
    </div>
  );
}
