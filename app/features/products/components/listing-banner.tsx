import type { ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';

import type { ListingMode } from '../use-product-listing';

const SAMPLE_TEXT = 'Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.';
const LIVE_TEXT = 'Conectado ao WordPress - Mostrando conteúdo atualizado';

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
  if (mode === 'loading') {
    // Keeps the banner's room while loading, so the list below does not jump when it appears. Only a
    // configured WordPress loads, and it usually answers: the room is the connected banner's.
    return (
      <div aria-hidden="true" className="invisible">
        <Banner tone="success" action={configureAction}>
          {LIVE_TEXT}
        </Banner>
      </div>
    );
  }
  return mode === 'live' ? (
    <Banner tone="success" action={configureAction}>
      {LIVE_TEXT}
    </Banner>
  ) : (
    <Banner tone="info" action={configureAction}>
      {SAMPLE_TEXT}
    </Banner>
  );
}
