// Addresses of the companion plugin's REST routes, shared by the browser and the build. Nothing
// calls them before companion-plugin.ts (or, for the build, the REST index) says the plugin answers.
// Imports stay relative: the build's crawl uses this file.

/** The plugin's REST namespace: WordPress lists it in its REST index while the plugin is active. */
export const PLUGIN_NAMESPACE = 'curadoria/v1';

/** The plugin's routes, beside the core ones. */
function pluginBase(baseUrl: string): string {
  return baseUrl.replace(/\/wp\/v2$/, `/${PLUGIN_NAMESPACE}`);
}

/** POST: one product view or click on an offer. */
export function eventsUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/events`;
}

/** GET: the ids of every published post, in one answer (the build's update). */
export function postIdsUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/post-ids`;
}

/** GET: the owner's settings. */
export function pluginConfigUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/config`;
}

/** GET: the most viewed posts of the last `days` days. */
export function popularUrl(baseUrl: string, days: number, limit: number): string {
  return `${pluginBase(baseUrl)}/popular?days=${days}&limit=${limit}`;
}

/** POST: a subscription form ({"email", "newsletter": true} or {"email", "product": ID, "target_cents"?}). */
export function subscriptionsUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/subscriptions`;
}

/** POST {"token"}: the confirmation page confirms what its e-mail listed. */
export function confirmSubscriptionUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/subscriptions/confirm`;
}

/** POST {"token"}: the unsubscribe page ends a subscription. */
export function unsubscribeUrl(baseUrl: string): string {
  return `${pluginBase(baseUrl)}/subscriptions/unsubscribe`;
}

/** GET: a post's preview, for whoever holds the token its owner's 'Visualizar' issued. */
export function previewUrl(baseUrl: string, id: string, token: string): string {
  return `${pluginBase(baseUrl)}/preview/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
}
