import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';
import { sendProductEvent } from '@/wordpress/events';

import { productDetailQueryOptions } from '@/wordpress/queries/product-detail';
import { WordPressError } from '@/wordpress/client';
import { seededQuery, type BuildSeed } from '@/wordpress/build-seed';
import type { Product } from '@/wordpress/types';
import { findSampleProduct } from '@/wordpress/samples/sample-product-details';
import { ProductDetail } from './product-detail';
import { ProductDetailError, ProductDetailLoading } from './product-detail-states';
import { hasFailedOnce } from '@/lib/has-failed-once';

const NOT_FOUND = 'Produto não encontrado';
const SAMPLE_STANDS_IN = 'Erro ao conectar com WordPress. Mostrando dados de exemplo.';

interface ProductDetailScreenProps {
  baseUrl: string | null;
  id: string;
  configureAction: ReactNode;
  seed?: BuildSeed<Product> | null;
}

/**
 * What the product page shows, decided in this one place (spec section 4): the live product (or
 * the last good one when a refresh failed); for a post WordPress says is missing, the sample with
 * the same id or 'Produto não encontrado'; when WordPress fails, as soon as the first attempt has
 * failed, the matching sample with the connection error while the retries go on, and without a
 * matching sample 'Produto não encontrado' once they are spent.
 */
export function ProductDetailScreen({ baseUrl, id, configureAction, seed }: ProductDetailScreenProps) {
  const query = useQuery({
    ...productDetailQueryOptions(baseUrl ?? '', id),
    ...seededQuery(seed, baseUrl),
    enabled: baseUrl !== null,
  });
  const sample = findSampleProduct(id);
  const notFound = <ProductDetailError message={NOT_FOUND} configureAction={configureAction} />;

  const missing = query.error instanceof WordPressError && query.error.kind === 'missing';
  if (baseUrl === null || missing) return sample ? <ProductDetail product={sample} /> : notFound;
  if (query.data !== undefined) return <LiveProductDetail baseUrl={baseUrl} product={query.data} />;
  if (hasFailedOnce(query) && sample) {
    return (
      <div className="space-y-6">
        <div className="mx-auto max-w-3xl">
          <Banner tone="destructive" action={configureAction}>
            {SAMPLE_STANDS_IN}
          </Banner>
        </div>
        <ProductDetail product={sample} />
      </div>
    );
  }
  if (query.isError) return notFound;
  return <ProductDetailLoading />;
}

/** A product of the WordPress: its page view and each 'Ver produto' click are counted. */
function LiveProductDetail({ baseUrl, product }: { baseUrl: string; product: Product }) {
  useEffect(() => {
    sendProductEvent(baseUrl, 'view', product.id);
  }, [baseUrl, product.id]);
  return <ProductDetail product={product} onFollowLink={() => sendProductEvent(baseUrl, 'click', product.id)} />;
}
