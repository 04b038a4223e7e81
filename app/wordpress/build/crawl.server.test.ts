// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { TEST_BASE, TEST_SITE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

import { crawlWordPress, fetchAllPosts, MAX_POST_PAGES, WordPressBuildError } from './crawl.server';

const fullPage = (page: number) =>
  Array.from({ length: 100 }, (_, index) => wpPost({ id: page * 1000 + index, title: `Post ${page}-${index}` }));

describe('fetchAllPosts (the build crawl)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stops at a short page even when WordPress reports more pages', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(String(page));
        const posts = page === 1 ? fullPage(1) : [wpPost({ id: 5, title: 'Último' })];
        return HttpResponse.json(posts, { headers: { 'X-WP-TotalPages': '999' } });
      }),
    );
    const posts = await fetchAllPosts(TEST_BASE);
    expect(posts).toHaveLength(101);
    expect(asked).toEqual(['1', '2']);
  });

  it('fails with a clear message when WordPress reports more pages than the cap', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, () =>
        HttpResponse.json(fullPage(1), { headers: { 'X-WP-TotalPages': String(MAX_POST_PAGES + 1) } }),
      ),
    );
    await expect(fetchAllPosts(TEST_BASE)).rejects.toThrow(
      new WordPressBuildError(
        `WordPress at ${TEST_BASE} reports ${MAX_POST_PAGES + 1} pages of posts; the build reads at most 1000 pages of 100.`,
      ),
    );
  });

  it('stops at the cap when full pages never end and no page count is reported', { timeout: 60_000 }, async () => {
    let requests = 0;
    const bareFullPage = Array.from({ length: 100 }, (_, index) => ({ id: index + 1 }));
    server.use(
      http.get(`${TEST_BASE}/posts`, () => {
        requests += 1;
        return HttpResponse.json(bareFullPage);
      }),
    );
    await expect(fetchAllPosts(TEST_BASE)).rejects.toThrow(/still had posts after 1000 pages/);
    expect(requests).toBe(MAX_POST_PAGES);
  });

  it('retries a failed page 3 times with backoff, then goes on', async () => {
    let failuresLeft = 3;
    server.use(
      http.get(`${TEST_BASE}/posts`, () => {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          return HttpResponse.json({}, { status: 502 });
        }
        return HttpResponse.json([wpPost({ id: 1, title: 'Enfim' })], { headers: { 'X-WP-TotalPages': '1' } });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const crawl = fetchAllPosts(TEST_BASE);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 3999);
    expect(failuresLeft).toBe(0);
    let done = false;
    void crawl.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await crawl).toHaveLength(1);
  });

  it('fails the build after the retries are spent', async () => {
    let requests = 0;
    server.use(
      http.get(`${TEST_BASE}/posts`, () => {
        requests += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const crawl = fetchAllPosts(TEST_BASE).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7000);
    expect(await crawl).toBeInstanceOf(WordPressBuildError);
    expect(requests).toBe(4);
  });

  it('leaves password-protected posts out', async () => {
    const locked = { ...wpPost({ id: 2, title: 'Protegido' }), content: { rendered: '', protected: true } };
    server.use(http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([wpPost({ id: 1, title: 'Aberto' }), locked])));
    expect((await fetchAllPosts(TEST_BASE)).map((post) => post.id)).toEqual([1]);
  });
});

describe("crawlWordPress: the owner's settings", () => {
  const PLUGIN = `${TEST_SITE}/wp-json/curadoria/v1`;
  const site = () => {
    const wordpress = wordpressHandlers([wpPost({ id: 1, title: 'Cafeteira' })]);
    server.use(
      ...wordpress.handlers,
      http.get(`${TEST_BASE}/pages`, () => HttpResponse.json([])),
      http.get(`${PLUGIN}/popular`, () => HttpResponse.json([])),
    );
  };

  it("reads the price freshness window from the companion plugin's settings", async () => {
    site();
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ version: '1.4.0', price_fresh_days: 14 })));
    expect((await crawlWordPress(TEST_BASE)).settings).toEqual({ priceFreshDays: 14 });
  });

  it("keeps the site's 30 days without the plugin, or with a setting out of range", async () => {
    site();
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })));
    expect((await crawlWordPress(TEST_BASE)).settings).toEqual({ priceFreshDays: 30 });
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ price_fresh_days: 0 })));
    expect((await crawlWordPress(TEST_BASE)).settings).toEqual({ priceFreshDays: 30 });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("did not answer the plugin's settings"));
  });
});
