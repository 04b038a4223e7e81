import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { TEST_BASE } from '@/test/wordpress-fixtures';

import { fetchWordPressJson } from './fetch-wordpress-json';

const URL = `${TEST_BASE}/posts?page=1&per_page=20&_embed`;

describe('fetchWordPressJson', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 10 s without an answer and logs it', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = fetchWordPressJson(URL);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'failed' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('no answer in 10000 ms'));
  });

  it('tells a missing resource (4xx) from a failure (5xx)', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts/:id`, ({ params }) => new HttpResponse(null, { status: Number(params.id) })),
    );
    await expect(fetchWordPressJson(`${TEST_BASE}/posts/404`)).resolves.toEqual({ kind: 'missing', status: 404 });
    await expect(fetchWordPressJson(`${TEST_BASE}/posts/401`)).resolves.toEqual({ kind: 'missing', status: 401 });
    await expect(fetchWordPressJson(`${TEST_BASE}/posts/503`)).resolves.toEqual({ kind: 'failed' });
  });

  it('rethrows when the caller abandons the request', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const outcome = fetchWordPressJson(URL, controller.signal);
    controller.abort();
    await expect(outcome).rejects.toThrow();
  });
});
