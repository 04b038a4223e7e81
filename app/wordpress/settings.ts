// Relative imports: the build's crawl (loaded outside Vite by react-router.config.ts) uses this file.
import { catalog } from '../config/site';
import type { SubscriptionTerms } from './subscriptions/subscription-types';

/** What the build read of a WordPress besides its content: the owner's settings and the companion plugin. */
export interface WordPressSettings {
  /** A price checked longer ago than this many days may have changed at the shop. */
  priceFreshDays: number;
  /**
   * Whether the companion plugin answers there (WordPress lists its REST namespace); null when not
   * known, and then companion-plugin.ts asks WordPress before any request to the plugin's routes.
   */
  companionPlugin: boolean | null;
  /**
   * The consent texts of the subscription forms, when the companion plugin takes subscriptions there;
   * absent when it does not, or when that is not known (`companionPlugin` null: the forms ask).
   */
  subscriptions?: SubscriptionTerms;
}

/**
 * Without the build's reading (another WordPress chosen in the dialog, a build from the samples):
 * the site's own constants, and the companion plugin not known yet.
 */
export const DEFAULT_SETTINGS: WordPressSettings = { priceFreshDays: catalog.priceFreshDays, companionPlugin: null };
