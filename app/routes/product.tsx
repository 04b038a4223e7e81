import { productPath } from '@/config/paths';
import { site } from '@/config/site';
import { ProductDetailScreen } from '@/features/products/components/product-detail-screen';
import { ProductDetailLoading } from '@/features/products/components/product-detail-states';
import { productDetailQuery } from '@/wordpress/queries';
import { productOrSample } from '@/wordpress/samples/sample-product-details';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { pageMeta } from '@/features/seo/page-meta';
import { productMeta } from '@/features/seo/product-meta';
import { PriceAlertSignup } from '@/features/subscriptions/price-alert-signup';
import { ConfigureWordPressButton } from '@/features/wordpress-connection/configure-wordpress-button';
import { firstOutcomeOrBuildPage } from '@/wordpress/build-page-fallback';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';

import type { Route } from './+types/product';

/** Build time: the product from the build's WordPress (or sample), for the HTML and its metadata. */
export function loader({ params, context }: Route.LoaderArgs) {
  const seed = catalogData(context).productSeed(params.id);
  return { product: productOrSample(params.id, seed?.data) ?? null, seed };
}

/**
 * Browser navigation and products newer than the build: the product is loaded here so the
 * metadata is right; the page does not wait for retries (the screen shows what happens meanwhile).
 * When WordPress gives no answer, the browser loads the build's page of the product instead.
 */
export async function clientLoader({ params, request }: Pick<Route.ClientLoaderArgs, 'params' | 'request'>) {
  const wordpress = currentLiveWordPress();
  const live =
    wordpress === null ? undefined : await firstOutcomeOrBuildPage(request, productDetailQuery(wordpress, params.id));
  return { product: productOrSample(params.id, live) ?? null, seed: null };
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
          path: productPath(params.id),
        }),
        { name: 'robots', content: 'noindex' },
      ];

export default function ProductRoute({ params, loaderData }: Pick<Route.ComponentProps, 'params' | 'loaderData'>) {
  return (
    <div className="px-4 py-6">
      <ProductDetailScreen
        key={params.id}
        id={params.id}
        configureAction={<ConfigureWordPressButton />}
        seed={loaderData.seed}
        afterOffers={(product) => <PriceAlertSignup product={product} />}
      />
    </div>
  );
}
