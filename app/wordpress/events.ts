import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

import { postJson } from './client';
import { answeredNoRoute, companionPluginAnswers, companionPluginGone } from './companion-plugin';
import { eventsUrl } from './plugin-endpoints';
import { useWordPress, type LiveWordPress } from './wordpress-context';

type ProductEventType = 'view' | 'click';

/**
 * Counts a product view or a click on an offer in the companion plugin ('Ver produto', 'Ver na
 * {loja}'; with the store, the click also counts for it; on a page an alert's link opened, for the
 * alerts as well): fire and forget, never retried, never delaying a navigation. Nothing is sent by
 * automated browsers, nor to a WordPress without the plugin (companion-plugin.ts).
 */
function sendProductEvent(
  client: QueryClient,
  wordpress: LiveWordPress,
  type: ProductEventType,
  productId: string,
  store: string | undefined,
  fromAlert: boolean,
): void {
  if (navigator.webdriver || !/^\d+$/.test(productId)) return;
  const event = {
    type,
    post: Number(productId),
    ...(store === undefined ? {} : { store }),
    ...(fromAlert && { via: 'alert' }),
  };
  void companionPluginAnswers(client, wordpress).then(
    async (answers) => {
      if (!answers) return;
      const answer = await postJson(eventsUrl(wordpress.baseUrl), event);
      if (answer !== null && answeredNoRoute(answer)) companionPluginGone(client, wordpress);
    },
    // WordPress did not say whether it has the plugin (the client logged why): this one goes
    // uncounted, and the next one asks again.
    () => undefined,
  );
}

/**
 * Counting for the WordPress in use; counts nothing without one (sample products). `fromAlert`: the
 * page was opened from a price alert's link, and its events count for the alerts too.
 */
export function useProductEvents(fromAlert = false): {
  count: (type: ProductEventType, productId: string, store?: string) => void;
} {
  const client = useQueryClient();
  const wordpress = useWordPress();
  return useMemo(
    () => ({
      count: (type, productId, store) => {
        const { baseUrl } = wordpress;
        if (baseUrl !== null) sendProductEvent(client, { ...wordpress, baseUrl }, type, productId, store, fromAlert);
      },
    }),
    [client, wordpress, fromAlert],
  );
}
