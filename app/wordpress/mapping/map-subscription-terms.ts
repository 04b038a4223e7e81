// Relative imports only: the build's crawl uses this file.
import type { WpPluginConfig } from '../schemas';
import type { SubscriptionTerms } from '../subscriptions/subscription-types';

/** The forms' consent texts, when the companion plugin takes subscriptions (its settings name the site's address). */
export function mapSubscriptionTerms(config: WpPluginConfig): SubscriptionTerms | undefined {
  const subscriptions = config.subscriptions;
  if (subscriptions === undefined || !subscriptions.available) return undefined;
  return { newsletter: subscriptions.consent.newsletter, priceAlert: subscriptions.consent.price_alert };
}
