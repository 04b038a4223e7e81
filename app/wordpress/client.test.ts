import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { TEST_BASE } from '@/test/wordpress-fixtures';

import { getWordPressJson, isRetryable, totalPagesOf, WordPressError } from './client';

const URL = `${TEST_BASE}/posts?page=1&per_page=20`;

async function failureOf(promise: Promise<unknown>): Promise<WordPressError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof WordPressError)) throw new Error(`expected a WordPressError, got ${String(error)}`);
  return error;
}

describe('getWordPressJson', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the parsed JSON and the headers', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([{ id: 1 }], { headers: { 'X-WP-TotalPages': '3' } })),
    );
    const { body, headers } = await getWordPressJson(URL);
    expect(body).toEqual([{ id: 1 }]);
    expect(totalPagesOf(headers)).toBe(3);
  });

  it('throws a timeout after 10 s without an answer', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = failureOf(getWordPressJson(URL));
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome).kind).toBe('timeout');
  });

  it.each([
    [404, 'missing'],
    [410, 'missing'],
    [401, 'http'],
    [500, 'http'],
    [503, 'http'],
  ])('tells HTTP %i apart as %s', async (status, kind) => {
    server.use(http.get(`${TEST_BASE}/posts`, () => HttpResponse.json({}, { status })));
    const error = await failureOf(getWordPressJson(URL));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
  });

  it('throws not-json for an HTML page and unreachable for a dropped connection', async () => {
    server.use(http.get(`${TEST_BASE}/posts`, () => HttpResponse.html('<!doctype html><title>Erro</title>')));
    expect((await failureOf(getWordPressJson(URL))).kind).toBe('not-json');
    server.use(http.get(`${TEST_BASE}/posts`, () => HttpResponse.error()));
    expect((await failureOf(getWordPressJson(URL))).kind).toBe('unreachable');
  });

  it('never writes a preview token in its message, which is logged', async () => {
    const token = '1.1764334800.c2VncmVkby1kby1saW5rLWRlLXByZS12aXN1YWxpemFjYW8';
    const preview = `${TEST_BASE.replace('/wp/v2', '/curadoria/v1')}/preview/42?token=${token}`;
    server.use(
      http.get(`${TEST_BASE.replace('/wp/v2', '/curadoria/v1')}/preview/42`, () =>
        HttpResponse.json({}, { status: 401 }),
      ),
    );
    const warn = vi.mocked(console.warn);
    const error = await failureOf(getWordPressJson(preview));
    expect(error.message).toContain('/preview/42?token=…');
    expect(error.message).not.toContain(token);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(token);
    expect(error.url).toBe(preview);
  });

  it('rethrows the abort when the caller abandons the request', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const outcome = getWordPressJson(URL, { signal: controller.signal });
    controller.abort();
    const error: unknown = await outcome.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(WordPressError);
  });
});

describe('isRetryable', () => {
  const failure = (kind: WordPressError['kind'], status?: number) => new WordPressError(kind, URL, 'x', status);

  it('retries what may recover and not what will not', () => {
    expect(isRetryable(failure('unreachable'))).toBe(true);
    expect(isRetryable(failure('timeout'))).toBe(true);
    expect(isRetryable(failure('not-json'))).toBe(true);
    expect(isRetryable(failure('shape'))).toBe(true);
    expect(isRetryable(failure('http', 500))).toBe(true);
    expect(isRetryable(failure('http', 429))).toBe(true);
    expect(isRetryable(failure('missing', 404))).toBe(false);
    expect(isRetryable(failure('http', 400))).toBe(false);
    expect(isRetryable(new Error('a bug'))).toBe(false);
  });
});

describe('totalPagesOf', () => {
  it('ignores absent or nonsense counts', () => {
    expect(totalPagesOf(new Headers())).toBeNull();
    expect(totalPagesOf(new Headers({ 'X-WP-TotalPages': 'abc' }))).toBeNull();
    expect(totalPagesOf(new Headers({ 'X-WP-TotalPages': '0' }))).toBeNull();
    expect(totalPagesOf(new Headers({ 'X-WP-TotalPages': '1e309' }))).toBeNull();
  });
});
