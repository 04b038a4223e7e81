import { queryOptions } from '@tanstack/react-query';

import { wordpressKeys } from './query-keys';
import type { LiveWordPress } from './wordpress-context';

// Beside the other queries (queries.ts) but in a module of its own: only the preview page, which no
// visitor but a post's owner opens, downloads it.

/**
 * A post's preview (companion plugin), for whoever holds its token. Asked again each time the owner
 * comes back to the tab: they edit in WordPress, and the preview follows their last save.
 */
export function previewQuery(wordpress: LiveWordPress, id: string, token: string) {
  return queryOptions({
    queryKey: wordpressKeys.preview(wordpress.baseUrl, id, token),
    queryFn: async ({ signal, client }) =>
      (await import('./fetch/preview')).fetchPreview(wordpress, client, id, token, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
