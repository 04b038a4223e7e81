import type { ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';

import type { ListingMode } from '../use-product-listing';

interface ListingBannerProps {
  mode: ListingMode;
  error?: string;
  configureAction: ReactNode;
}

/** The banner above the list: sample data, live WordPress, or the error (spec section 2). */
export function ListingBanner({ mode, error, configureAction }: ListingBannerProps) {
  if (error !== undefined) {
    return (
      <Banner tone="destructive" action={configureAction}>
        {error}
      </Banner>
    );
  }
  if (mode === 'loading') return null;
  return mode === 'live' ? (
    <Banner tone="success" action={configureAction}>
      Conectado ao WordPress - Mostrando conteúdo atualizado
    </Banner>
  ) : (
    <Banner tone="info" action={configureAction}>
      Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.
    </Banner>
  );
}
