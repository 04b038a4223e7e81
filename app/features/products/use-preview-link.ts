import { useLocation } from 'react-router';

import { PREVIEW_ID_PARAM, PREVIEW_TOKEN_PARAM } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

export interface PreviewLink {
  id: string;
  token: string;
}

/**
 * The post and the token of the preview page's address. Undefined until the page has hydrated (the
 * prerendered page knows no address), null when the address lacks either.
 */
export function usePreviewLink(): PreviewLink | null | undefined {
  const hydrated = useHydrated();
  const params = new URLSearchParams(useLocation().search);
  if (!hydrated) return undefined;
  const id = params.get(PREVIEW_ID_PARAM) ?? '';
  const token = params.get(PREVIEW_TOKEN_PARAM) ?? '';
  return /^\d+$/.test(id) && token !== '' ? { id, token } : null;
}
