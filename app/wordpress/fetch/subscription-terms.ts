import * as v from 'valibot';

import { getWordPressJson, WordPressError } from '../client';
import { mapSubscriptionTerms } from '../mapping/map-subscription-terms';
import { pluginConfigUrl } from '../plugin-endpoints';
import { wpPluginConfigSchema } from '../schemas';
import type { SubscriptionTerms } from '../subscriptions/subscription-types';

/** GET /curadoria/v1/config: the forms' consent texts, or null when the plugin takes no subscriptions. */
export async function fetchSubscriptionTerms(baseUrl: string, signal?: AbortSignal): Promise<SubscriptionTerms | null> {
  const url = pluginConfigUrl(baseUrl);
  const { body } = await getWordPressJson(url, { signal });
  const config = v.safeParse(wpPluginConfigSchema, body);
  if (!config.success) throw new WordPressError('shape', url, "the answer is not the plugin's settings");
  return mapSubscriptionTerms(config.output) ?? null;
}
