import type { ReactNode } from 'react';

import { Banner } from '@/components/ui/banner';

import type { ListingMode, Reachability } from '../decide-listing';

const SAMPLE_TEXT = 'Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.';
const LIVE_TEXT = 'Conectado ao WordPress - Mostrando conteúdo atualizado';

interface ListingBannerProps {
  mode: ListingMode;
  reachable: Reachability;
  error?: string;
  configureAction: ReactNode;
}

/**
 * The banner above the list: sample data, live WordPress, or the error (spec section 2). It says
 * 'Conectado ao WordPress' only once WordPress answered for the products shown; until the page knows
 * (a prerendered page, a refresh under way) it keeps its room without a claim.
 */
export function ListingBanner({ mode, reachable, error, configureAction }: ListingBannerProps) {
  const unknown = (mode === 'loading' || (mode === 'live' && reachable !== 'yes')) && error === undefined;
  // While loading, the banner keeps its room invisibly, so the list below does not jump when it
  // appears. Only a configured WordPress loads, and it usually answers: the room is the connected
  // banner's. The same tree in every mode keeps the action (and a dialog it opened) mounted.
  const connected = mode === 'live' || unknown;
  const tone = error !== undefined ? 'destructive' : connected ? 'success' : 'info';
  const text = error ?? (connected ? LIVE_TEXT : SAMPLE_TEXT);
  return (
    <div aria-hidden={unknown || undefined} className={unknown ? 'invisible' : undefined}>
      <Banner tone={tone} action={configureAction}>
        {text}
      </Banner>
    </div>
  );
}
