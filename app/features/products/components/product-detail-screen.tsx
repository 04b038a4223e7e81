import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';

import type { ProductDetail as ProductDetailData } from '../api/load-product';
import { seededQuery, type BuildSeed } from '../build-seed';
import { productDetailQueryOptions } from '../detail-query';
import { ProductDetail } from './product-detail';
import { ProductDetailError, ProductDetailLoading } from './product-detail-states';

const NOT_FOUND = 'Produto não encontrado';
const SAMPLE_STANDS_IN = 'Erro ao conectar com WordPress. Mostrando dados de exemplo.';

interface ProductDetailScreenProps {
  baseUrl: string | null;
  id: string;
  configureAction: ReactNode;
  seed?: BuildSeed<ProductDetailData> | null;
}

/** Loading, failure and product states of the detail page (spec section 4). */
export function ProductDetailScreen({ baseUrl, id, configureAction, seed }: ProductDetailScreenProps) {
  const query = useQuery({ ...productDetailQueryOptions(baseUrl, id), ...seededQuery(seed, baseUrl) });
  if (query.isPending) return <ProductDetailLoading />;
  if (query.isError) return <ProductDetailError message={NOT_FOUND} configureAction={configureAction} />;
  const { product, connectionFailed } = query.data;
  return (
    <div className="space-y-6">
      {connectionFailed && (
        <div className="mx-auto max-w-3xl">
          <Banner tone="destructive" action={configureAction}>
            {SAMPLE_STANDS_IN}
          </Banner>
        </div>
      )}
      <ProductDetail product={product} />
    </div>
  );
}
