// The one WordPress REST client, used in the browser and by the build.
// Imports stay relative: react-router.config.ts loads this file outside Vite.
import { network } from '../config/site';

/**
 * What went wrong with a WordPress request:
 * - `unreachable`: no answer (network, DNS, CORS refusal, dropped connection);
 * - `timeout`: no answer within the time limit;
 * - `http`: an error status other than the two below;
 * - `missing`: 404 or 410, the resource does not exist (or no longer);
 * - `not-json`: an answer that is not JSON (an HTML error page, a captive portal);
 * - `shape`: JSON that is not what the endpoint returns.
 */
export type WordPressErrorKind = 'unreachable' | 'timeout' | 'http' | 'missing' | 'not-json' | 'shape';

export class WordPressError extends Error {
  override name = 'WordPressError';

  constructor(
    readonly kind: WordPressErrorKind,
    readonly url: string,
    detail: string,
    readonly status?: number,
  ) {
    // A preview link's token is the request's own business: never in a message, so never logged.
    super(`WordPress request failed: ${url.replace(/token=[^&]*/, 'token=…')} (${detail})`);
  }
}

/**
 * Worth asking again: the network, the server or a proxy may recover. A missing resource or a
 * request WordPress refuses (4xx) will not, except 408 and 429, which ask to come back later.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof WordPressError)) return false;
  if (error.kind === 'missing') return false;
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** Spec section 7: wait min(1000 * 2^n, 30000) ms before retry n (n from 0). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, network.maxRetryDelayMs);
}

export interface WordPressResponse {
  body: unknown;
  headers: Headers;
}

interface RequestOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * GET a WordPress REST address and parse its JSON. Every failure is logged and thrown as a
 * WordPressError, except when the caller abandons the request (unmount, newer query): then the
 * abort propagates.
 */
export async function getWordPressJson(url: string, options: RequestOptions = {}): Promise<WordPressResponse> {
  try {
    return await request(url, options);
  } catch (error) {
    // Spec section 8: every failed call is logged; what the visitor sees is decided elsewhere.
    if (error instanceof WordPressError) console.warn(error.message);
    throw error;
  }
}

async function request(
  url: string,
  { signal, timeoutMs = network.requestTimeoutMs }: RequestOptions,
): Promise<WordPressResponse> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const abortWithCaller = () => timeout.abort();
  signal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(url, { signal: timeout.signal, headers: { Accept: 'application/json' } });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.signal.aborted) throw new WordPressError('timeout', url, `no answer in ${timeoutMs} ms`);
      throw new WordPressError('unreachable', url, String(error));
    }
    if (!response.ok) {
      const kind = response.status === 404 || response.status === 410 ? 'missing' : 'http';
      throw new WordPressError(kind, url, `HTTP ${response.status}`, response.status);
    }
    try {
      const body: unknown = await response.json();
      return { body, headers: response.headers };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (timeout.signal.aborted) throw new WordPressError('timeout', url, `no answer in ${timeoutMs} ms`);
      throw new WordPressError('not-json', url, 'the answer is not JSON');
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortWithCaller);
  }
}

/** What answered a POST: its status, and its JSON body (null when it has none). */
export interface PostAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs a small JSON body as text/plain (a CORS "simple" request: no preflight), without cookies
 * and surviving the page being left, like navigator.sendBeacon, but with the answer readable: the
 * counter's events and the companion plugin's forms. Null when nothing usable answered.
 */
export async function postJson(url: string, payload: object): Promise<PostAnswer | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      credentials: 'omit',
      keepalive: true,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}

/**
 * Whether anything answers at `url` when no CORS permission is asked for (an opaque answer). After
 * a failed request this tells a server that refuses this site (CORS) from one that is not there.
 */
export async function answersWithoutCors(url: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', signal: signal ?? AbortSignal.timeout(network.requestTimeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** The page count WordPress reports for a list (X-WP-TotalPages), or null when absent or nonsense. */
export function totalPagesOf(headers: Headers): number | null {
  const reported = Number(headers.get('X-WP-TotalPages'));
  return Number.isSafeInteger(reported) && reported > 0 ? reported : null;
}
