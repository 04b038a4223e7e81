import { useMemo } from 'react';

import { postEvent } from './client';
import { eventsUrl } from './endpoints';
import { useWordPress } from './wordpress-context';

type ProductEventType = 'view' | 'click';

/** WordPress addresses found without the companion plugin's events route during this visit. */
const withoutPlugin = new Set<string>();

/**
 * Counts a product view or a click on an offer in the companion plugin ('Ver produto', 'Ver na
 * {loja}'; with the store, the click also counts for it): fire and forget, never retried, never
 * delaying a navigation. Nothing is sent by automated browsers, nor again to a WordPress that
 * answered it has no such route (a WordPress without the plugin).
 */
function sendProductEvent(baseUrl: string, type: ProductEventType, productId: string, store?: string): void {
  if (navigator.webdriver || withoutPlugin.has(baseUrl) || !/^\d+$/.test(productId)) return;
  const url = eventsUrl(baseUrl);
  const event = { type, post: Number(productId), ...(store === undefined ? {} : { store }) };
  void postEvent(url, event).then((answer) => {
    if (answer === null || (answer.status === 404 && answer.code === 'rest_no_route')) withoutPlugin.add(baseUrl);
  });
}

/** Counting for the WordPress in use; counts nothing without one (sample products). */
export function useProductEvents(): {
  count: (type: ProductEventType, productId: string, store?: string) => void;
} {
  const { baseUrl } = useWordPress();
  return useMemo(
    () => ({
      count: (type, productId, store) => {
        if (baseUrl !== null) sendProductEvent(baseUrl, type, productId, store);
      },
    }),
    [baseUrl],
  );
}
