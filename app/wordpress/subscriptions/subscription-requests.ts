import type { QueryClient } from '@tanstack/react-query';

import { network } from '@/config/site';

import { postJson, WordPressError, type PostAnswer } from '../client';
import { answeredNoRoute, companionPluginAnswers, restErrorCode } from '../companion-plugin';
import { confirmSubscriptionUrl, subscriptionsUrl, unsubscribeUrl } from '../plugin-endpoints';
import type { LiveWordPress } from '../wordpress-context';
import { isAccepted, summariesOf } from './subscription-answers';
import type { SubscribeOutcome, SubscriptionRequest, TokenOutcome } from './subscription-types';

// The three requests of the subscriptions: a form, a confirmation link, an unsubscribe link. Each
// asks companion-plugin.ts first (a WordPress without the plugin gets no request), tells the
// plugin's refusals apart, and throws a WordPressError (logged) for anything else.

/** The plugin's form body, in its field names. */
function formBody({ email, subject, consentVersion, honeypot, elapsedMs }: SubscriptionRequest): object {
  const fields = { email, consent_version: consentVersion, website: honeypot, elapsed_ms: Math.round(elapsedMs) };
  if (subject.kind === 'newsletter') return { ...fields, newsletter: true };
  return {
    ...fields,
    product: Number(subject.productId),
    ...(subject.targetCents !== null && { target_cents: subject.targetCents }),
  };
}

/** A failure, logged as the client logs the failures of its GETs. */
function failure(error: WordPressError): WordPressError {
  console.warn(error.message);
  return error;
}

/** POST to a plugin route; a WordPressError (logged) when nothing answers within the site's time limit. */
async function post(url: string, payload: object): Promise<PostAnswer> {
  const answer = await Promise.race([
    postJson(url, payload),
    new Promise<'timeout'>((resolve) => setTimeout(resolve, network.requestTimeoutMs, 'timeout')),
  ]);
  if (answer === 'timeout')
    throw failure(new WordPressError('timeout', url, `no answer in ${network.requestTimeoutMs} ms`));
  if (answer === null) throw failure(new WordPressError('unreachable', url, 'no answer'));
  return answer;
}

/** An answer that is none of the plugin's: a failure. */
function unexpected(url: string, { status }: PostAnswer): WordPressError {
  if (status >= 200 && status < 300) return failure(new WordPressError('shape', url, 'the answer is not the plugin’s'));
  return failure(
    new WordPressError(status === 404 || status === 410 ? 'missing' : 'http', url, `HTTP ${status}`, status),
  );
}

/** Whether an answer is a refusal with this status (and REST error code). */
function refused(answer: PostAnswer, status: number, code?: string): boolean {
  return answer.status === status && (code === undefined || restErrorCode(answer) === code);
}

/** POST a form: 'accepted' whatever happened with the address (the plugin says nothing more). */
export async function sendSubscription(
  client: QueryClient,
  wordpress: LiveWordPress,
  request: SubscriptionRequest,
): Promise<SubscribeOutcome> {
  if (!(await companionPluginAnswers(client, wordpress))) return 'unavailable';
  const url = subscriptionsUrl(wordpress.baseUrl);
  const answer = await post(url, formBody(request));
  if (answer.status === 202 && isAccepted(answer.body)) return 'accepted';
  if (refused(answer, 400, 'curadoria_invalid_email')) return 'invalid-email';
  if (refused(answer, 400, 'curadoria_unknown_consent')) return 'outdated-consent';
  // No such route (a plugin from before subscriptions), or the owner has not set the site's address.
  if (answeredNoRoute(answer) || refused(answer, 503)) return 'unavailable';
  throw unexpected(url, answer);
}

async function sendToken(
  client: QueryClient,
  wordpress: LiveWordPress,
  url: string,
  token: string,
  key: 'confirmed' | 'unsubscribed',
): Promise<TokenOutcome> {
  if (!(await companionPluginAnswers(client, wordpress))) return { kind: 'unavailable' };
  const answer = await post(url, { token });
  const subscriptions = answer.status === 200 ? summariesOf(answer.body, key) : null;
  if (subscriptions !== null) return { kind: 'done', subscriptions };
  if (refused(answer, 404, 'curadoria_invalid_token')) return { kind: 'invalid' };
  if (answeredNoRoute(answer)) return { kind: 'unavailable' };
  throw unexpected(url, answer);
}

/** POST a confirmation link's token. */
export function confirmSubscription(client: QueryClient, wordpress: LiveWordPress, token: string) {
  return sendToken(client, wordpress, confirmSubscriptionUrl(wordpress.baseUrl), token, 'confirmed');
}

/** POST an unsubscribe link's token. */
export function unsubscribe(client: QueryClient, wordpress: LiveWordPress, token: string) {
  return sendToken(client, wordpress, unsubscribeUrl(wordpress.baseUrl), token, 'unsubscribed');
}
