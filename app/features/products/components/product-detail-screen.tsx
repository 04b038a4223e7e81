import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { ALERT_VISIT } from '@/config/paths';
import { hasFailedOnce } from '@/lib/has-failed-once';
import type { BuildSeed } from '@/wordpress/build-seed';
import { WordPressError } from '@/wordpress/client';
import { useProductEvents } from '@/wordpress/events';
import { productDetailQuery } from '@/wordpress/queries';
import { productOrSample } from '@/wordpress/samples/sample-product-details';
import type { Product } from '@/wordpress/types';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

import { ProductDetail } from './product-detail';
import { ProductDetailError, ProductDetailLoading } from './product-detail-states';

const NOT_FOUND = 'Produto não encontrado';
const SAMPLE_STANDS_IN = 'Erro ao conectar com WordPress. Mostrando dados de exemplo.';

interface ProductDetailScreenProps {
  id: string;
  configureAction: ReactNode;
  seed?: BuildSeed<Product> | null;
  /** What the product page shows after the offers of the product shown (the price alert's form). */
  afterOffers?: (product: Product) => ReactNode;
}

/**
 * What the product page shows, decided in this one place (spec section 4): the live product (or
 * the last good one when a refresh failed); for a post WordPress says is missing, the sample with
 * the same id or 'Produto não encontrado'; when WordPress fails, as soon as the first attempt has
 * failed, the matching sample with the connection error while the retries go on, and without a
 * matching sample 'Produto não encontrado' once they are spent.
 */
export function ProductDetailScreen({ id, configureAction, seed, afterOffers }: ProductDetailScreenProps) {
  const hasWordPress = useHasWordPress();
  const query = useWordPressQuery((wordpress) => productDetailQuery(wordpress, id), { seed });
  const sample = productOrSample(id, null);
  const notFound = <ProductDetailError message={NOT_FOUND} configureAction={configureAction} />;

  const missing = query.error instanceof WordPressError && query.error.kind === 'missing';
  if (!hasWordPress || missing)
    return sample ? <ProductDetail product={sample} afterOffers={afterOffers?.(sample)} /> : notFound;
  if (query.data !== undefined)
    return <LiveProductDetail product={query.data} afterOffers={afterOffers?.(query.data)} />;
  if (hasFailedOnce(query) && sample) {
    return (
      <div className="space-y-6">
        <div className="mx-auto max-w-3xl">
          <Banner tone="destructive" action={configureAction}>
            {SAMPLE_STANDS_IN}
          </Banner>
        </div>
        <ProductDetail product={sample} afterOffers={afterOffers?.(sample)} />
      </div>
    );
  }
  if (query.isError) return notFound;
  return <ProductDetailLoading />;
}

/**
 * A product of the WordPress: its page view and each click to a shop (per store, with offers) are
 * counted, for the price alerts too when an alert's link opened the page (`?via=alerta`).
 */
function LiveProductDetail({ product, afterOffers }: { product: Product; afterOffers: ReactNode }) {
  const { search } = useLocation();
  const events = useProductEvents(new URLSearchParams(search).get(ALERT_VISIT.param) === ALERT_VISIT.value);
  useEffect(() => {
    events.count('view', product.id);
  }, [events, product.id]);
  return (
    <ProductDetail
      product={product}
      onFollowLink={(store) => events.count('click', product.id, store)}
      afterOffers={afterOffers}
    />
  );
}
