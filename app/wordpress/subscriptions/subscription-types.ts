// The subscriptions as the site knows them: what the forms show and what the confirmation and
// unsubscribe pages say. No WordPress field names. Relative imports only: the build's crawl reads
// the consent texts (settings.ts).

/** The consent text a form shows, and its version (the companion plugin records which one was shown). */
export interface ConsentText {
  version: number;
  text: string;
}

/** Whether the companion plugin takes subscriptions here, and each form's consent text. */
export interface SubscriptionTerms {
  newsletter: ConsentText;
  priceAlert: ConsentText;
}

/** One subscription a confirmation or unsubscribe link acted on. */
export type SubscriptionSummary =
  { kind: 'newsletter' } | { kind: 'price-alert'; productId: string; productTitle: string };

/** What a subscription form asks for (the address, the consent version shown, and its anti-script fields). */
export interface SubscriptionRequest {
  email: string;
  subject: { kind: 'newsletter' } | { kind: 'price-alert'; productId: string; targetCents: number | null };
  consentVersion: number;
  /** The hidden field a person never fills. */
  honeypot: string;
  /** Milliseconds since the form was shown. */
  elapsedMs: number;
}

/**
 * What became of a form's request: taken (whatever happened with the address: the plugin gives the
 * same answer), refused for its address, refused because the consent text shown is no longer known,
 * or not taken because the WordPress does not take subscriptions.
 */
export type SubscribeOutcome = 'accepted' | 'invalid-email' | 'outdated-consent' | 'unavailable';

/**
 * What a confirmation or unsubscribe link did: acted on these subscriptions; nothing (a spent or
 * unknown token); or nothing because the WordPress takes no subscriptions.
 */
export type TokenOutcome =
  { kind: 'done'; subscriptions: SubscriptionSummary[] } | { kind: 'invalid' } | { kind: 'unavailable' };
