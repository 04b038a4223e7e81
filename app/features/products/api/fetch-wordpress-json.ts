import { network } from '@/config/site';

/**
 * The outcome of one WordPress request. Failures are never thrown (spec section 8: logged, and
 * the call yields its empty result); `missing` (4xx) is told apart from `failed` (network, 5xx,
 * timeout, not JSON) because the detail page reacts differently to each.
 */
export type FetchOutcome =
  { kind: 'ok'; body: unknown; headers: Headers } | { kind: 'missing'; status: number } | { kind: 'failed' };

export async function fetchWordPressJson(url: string, signal?: AbortSignal): Promise<FetchOutcome> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), network.requestTimeoutMs);
  const abortWithCaller = () => timeout.abort();
  signal?.addEventListener('abort', abortWithCaller, { once: true });
  try {
    const response = await fetch(url, { signal: timeout.signal, headers: { Accept: 'application/json' } });
    if (!response.ok) {
      logFailure(url, `HTTP ${response.status}`);
      return response.status >= 400 && response.status < 500
        ? { kind: 'missing', status: response.status }
        : { kind: 'failed' };
    }
    const body: unknown = await response.json();
    return { kind: 'ok', body, headers: response.headers };
  } catch (error) {
    // A request the caller abandoned (unmount, new query) is not a WordPress failure.
    if (signal?.aborted) throw error;
    logFailure(url, timeout.signal.aborted ? `no answer in ${network.requestTimeoutMs} ms` : String(error));
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortWithCaller);
  }
}

function logFailure(url: string, reason: string): void {
  console.warn(`WordPress request failed: ${url} (${reason})`);
}
