// The companion plugin's answers to the subscription routes, checked where they enter (they are
// small: hand-written guards keep valibot and the fetch chunk out of the forms' code).
import type { SubscriptionSummary } from './subscription-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function summaryOf(entry: unknown): SubscriptionSummary | null {
  if (!isRecord(entry)) return null;
  if (entry.purpose === 'newsletter') return { kind: 'newsletter' };
  const product = entry.product;
  if (entry.purpose !== 'price_alert' || !isRecord(product)) return null;
  const { id, title } = product;
  return typeof id === 'number' && typeof title === 'string'
    ? { kind: 'price-alert', productId: String(id), productTitle: title }
    : null;
}

/** {"confirmed": [...]} or {"unsubscribed": [...]}: the subscriptions a link acted on; null when not that shape. */
export function summariesOf(body: unknown, key: 'confirmed' | 'unsubscribed'): SubscriptionSummary[] | null {
  const list = isRecord(body) ? body[key] : undefined;
  if (!Array.isArray(list)) return null;
  const summaries: SubscriptionSummary[] = [];
  for (const entry of list) {
    const summary = summaryOf(entry);
    if (summary === null) return null;
    summaries.push(summary);
  }
  return summaries;
}

/** {"accepted": true}: the one answer the plugin gives every well-formed subscription request. */
export function isAccepted(body: unknown): boolean {
  return isRecord(body) && body.accepted === true;
}
