// Downloads one picture for the build (take-pictures.ts): once, with the validators of the copy the
// cache has (a host that answers 304 sends nothing again), never more than MAX_PICTURE_BYTES, with a
// timeout and a few retries for what may pass (the host busy, the connection dropped).
import { MAX_PICTURE_BYTES } from './picture-rules.ts';

const TIMEOUT_MS = 30_000;
const RETRIES = 2;

/** What the cache knows of the file at an address: its HTTP validators. */
export interface Validators {
  etag?: string;
  lastModified?: string;
}

export type Fetched =
  | { status: 'unchanged' }
  | { status: 'fetched'; bytes: Uint8Array; validators: Validators }
  /** Larger than MAX_PICTURE_BYTES: not downloaded further. */
  | { status: 'too-large'; validators: Validators }
  | { status: 'failed'; reason: string };

class TooLarge extends Error {}

/** The file at `url`; `known`: the validators of the copy the cache has (a conditional request). */
export async function fetchPicture(url: string, known?: Validators): Promise<Fetched> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await fetchOnce(url, known);
    if (result.status !== 'failed' || !result.retry || attempt >= RETRIES) {
      return result.status === 'failed' ? { status: 'failed', reason: result.reason } : result;
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** attempt));
  }
}

async function fetchOnce(
  url: string,
  known: Validators | undefined,
): Promise<Exclude<Fetched, { status: 'failed' }> | { status: 'failed'; reason: string; retry: boolean }> {
  const headers: Record<string, string> = {};
  if (known?.etag !== undefined) headers['If-None-Match'] = known.etag;
  if (known?.lastModified !== undefined) headers['If-Modified-Since'] = known.lastModified;
  // Aborted at once when the file turns out too large: nothing more of it is read.
  const stop = new AbortController();
  let response: Response;
  try {
    const signal = AbortSignal.any([stop.signal, AbortSignal.timeout(TIMEOUT_MS)]);
    response = await fetch(url, { headers, signal, redirect: 'follow' });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'no answer in 30 s' : 'unreachable';
    return { status: 'failed', reason, retry: true };
  }
  if (response.status === 304) return { status: 'unchanged' };
  if (!response.ok) {
    stop.abort();
    const retry = response.status >= 500 || response.status === 408 || response.status === 429;
    return { status: 'failed', reason: `HTTP ${response.status}`, retry };
  }
  const etag = response.headers.get('etag');
  const lastModified = response.headers.get('last-modified');
  const validators: Validators = { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) };
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  try {
    if (declared > MAX_PICTURE_BYTES) throw new TooLarge();
    return { status: 'fetched', bytes: await readAtMost(response, MAX_PICTURE_BYTES), validators };
  } catch (error) {
    stop.abort();
    if (error instanceof TooLarge) return { status: 'too-large', validators };
    return { status: 'failed', reason: 'the download broke off', retry: true };
  }
}

/** The body, refused as soon as it passes `limit` bytes (a host may send more than it declared). */
async function readAtMost(response: Response, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  if (response.body === null) return new Uint8Array();
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    length += chunk.value.byteLength;
    if (length > limit) throw new TooLarge();
    chunks.push(chunk.value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
