// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/test/msw-server';
import { serveRestIndex, TEST_BASE, TEST_SITE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

import {
  CRAWL_CONCURRENCY,
  crawlPosts,
  fetchModifiedPosts,
  fetchPublishedIds,
  fetchSite,
  MAX_POST_PAGES,
  stillPublished,
  WordPressBuildError,
} from './crawl.server';
import type { CrawledPost } from './catalog';

/** Every post a crawl hands over, in the order it arrived. */
async function fetchAllPosts(baseUrl: string) {
  const posts: CrawledPost[] = [];
  await crawlPosts(baseUrl, (page) => {
    posts.push(...page);
  });
  return posts.map(({ post }) => post);
}

const fullPage = (page: number) =>
  Array.from({ length: 100 }, (_, index) => wpPost({ id: page * 1000 + index, title: `Post ${page}-${index}` }));

describe('crawlPosts (the build crawl)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the pages WordPress reports, a few at a time, and every post once', async () => {
    let running = 0;
    let most = 0;
    server.use(
      http.get(`${TEST_BASE}/posts`, async ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        return HttpResponse.json(fullPage(page), { headers: { 'X-WP-TotalPages': '10' } });
      }),
    );
    const posts = await fetchAllPosts(TEST_BASE);
    expect(new Set(posts.map((post) => post.id)).size).toBe(1000);
    expect(most).toBe(CRAWL_CONCURRENCY);
  });

  it('asks no page after a short page beyond those already asked for', async () => {
    const asked: number[] = [];
    server.use(
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(page);
        const posts = page <= 2 ? fullPage(page) : [wpPost({ id: 5, title: 'Último' })];
        return HttpResponse.json(posts, { headers: { 'X-WP-TotalPages': '999' } });
      }),
    );
    const posts = await fetchAllPosts(TEST_BASE);
    expect(new Set(posts.map((post) => post.id)).size).toBe(201);
    expect(Math.max(...asked)).toBeLessThanOrEqual(2 + CRAWL_CONCURRENCY);
  });

  it('reads the pages one after the other when WordPress does not say how many there are', async () => {
    const asked: number[] = [];
    server.use(
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(page);
        return HttpResponse.json(page < 3 ? fullPage(page) : [wpPost({ id: 5, title: 'Último' })]);
      }),
    );
    expect(await fetchAllPosts(TEST_BASE)).toHaveLength(201);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('ends the list at a page WordPress says is past its end (the list shrank while read)', async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        if (page > 2) return HttpResponse.json({ code: 'rest_post_invalid_page_number' }, { status: 400 });
        return HttpResponse.json(fullPage(page), { headers: { 'X-WP-TotalPages': '3' } });
      }),
    );
    expect(await fetchAllPosts(TEST_BASE)).toHaveLength(200);
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

  it('leaves password-protected posts out, but lists them', async () => {
    const locked = { ...wpPost({ id: 2, title: 'Protegido' }), content: { rendered: '', protected: true } };
    server.use(http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([wpPost({ id: 1, title: 'Aberto' }), locked])));
    const handed: number[] = [];
    const crawl = await crawlPosts(TEST_BASE, (posts) => {
      handed.push(...posts.map(({ post }) => post.id));
    });
    expect(handed).toEqual([1]);
    expect(crawl.listedIds).toEqual([1, 2]);
  });

  it("dates the crawl by WordPress's clock", async () => {
    server.use(
      http.get(`${TEST_BASE}/posts`, () =>
        HttpResponse.json([wpPost({ id: 1, title: 'Aberto' })], { headers: { Date: 'Tue, 24 Nov 2026 12:00:00 GMT' } }),
      ),
    );
    const crawl = await crawlPosts(TEST_BASE, () => undefined);
    expect(crawl.startedAt).toBe(Date.parse('2026-11-24T12:00:00Z'));
  });

  it('asks for the featured image a post does not embed, and keeps its address with the post', async () => {
    const post = { ...wpPost({ id: 1, title: 'Sem imagem embutida' }), _embedded: {} };
    server.use(
      http.get(`${TEST_BASE}/posts`, () => HttpResponse.json([post])),
      http.get(`${TEST_BASE}/media/1001`, () => HttpResponse.json({ source_url: `${TEST_SITE}/imagem.jpg` })),
    );
    const handed: CrawledPost[] = [];
    await crawlPosts(TEST_BASE, (posts) => {
      handed.push(...posts);
    });
    expect(handed.map(({ mediaUrl }) => mediaUrl)).toEqual([`${TEST_SITE}/imagem.jpg`]);
  });
});

describe('fetchSite: the companion plugin and its settings', () => {
  const PLUGIN = `${TEST_SITE}/wp-json/curadoria/v1`;
  const site = () => {
    const wordpress = wordpressHandlers([wpPost({ id: 1, title: 'Cafeteira' })]);
    server.use(
      ...wordpress.handlers,
      http.get(`${TEST_BASE}/pages`, () => HttpResponse.json([])),
    );
  };
  const withPlugin = () => {
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    server.use(http.get(`${PLUGIN}/popular`, () => HttpResponse.json([{ id: 1, views: 3, clicks: 0 }])));
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the most viewed posts and the price freshness window once WordPress lists the plugin', async () => {
    site();
    withPlugin();
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ version: '1.4.0', price_fresh_days: 14 })));
    const { mostReadIds, settings } = await fetchSite(TEST_BASE);
    expect(mostReadIds).toEqual([1]);
    expect(settings).toEqual({ priceFreshDays: 14, companionPlugin: true });
  });

  it("reads the subscription forms' consent texts when the plugin takes subscriptions, and none when it does not", async () => {
    site();
    withPlugin();
    const consent = {
      newsletter: { version: 2, text: 'Quero a newsletter.' },
      price_alert: { version: 1, text: 'Quero o aviso de preço.' },
    };
    server.use(
      http.get(`${PLUGIN}/config`, () =>
        HttpResponse.json({ version: '1.6.0', price_fresh_days: 30, subscriptions: { available: true, consent } }),
      ),
    );
    expect((await fetchSite(TEST_BASE)).settings).toEqual({
      priceFreshDays: 30,
      companionPlugin: true,
      subscriptions: { newsletter: consent.newsletter, priceAlert: consent.price_alert },
    });
    // The owner has not set the site's address: the forms say sign-up is not available.
    server.use(
      http.get(`${PLUGIN}/config`, () =>
        HttpResponse.json({ version: '1.6.0', price_fresh_days: 30, subscriptions: { available: false, consent } }),
      ),
    );
    expect((await fetchSite(TEST_BASE)).settings).not.toHaveProperty('subscriptions');
  });

  it('asks a WordPress that does not list the plugin nothing of it, and records that it has none', async () => {
    site();
    // A request to the plugin's routes would fail this test (unhandled).
    const index = serveRestIndex(TEST_SITE, { companionPlugin: false });
    const { mostReadIds, settings } = await fetchSite(TEST_BASE);
    expect(mostReadIds).toBeNull();
    expect(settings).toEqual({ priceFreshDays: 7, companionPlugin: false });
    expect(index.asked()).toBe(1);
  });

  it("keeps the site's 7 days when the plugin's settings fail or are out of range", async () => {
    site();
    withPlugin();
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })));
    expect((await fetchSite(TEST_BASE)).settings).toEqual({ priceFreshDays: 7, companionPlugin: true });
    server.use(http.get(`${PLUGIN}/config`, () => HttpResponse.json({ price_fresh_days: 0 })));
    expect((await fetchSite(TEST_BASE)).settings).toEqual({ priceFreshDays: 7, companionPlugin: true });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("did not answer the plugin's settings"));
  });

  it("keeps the last build's settings and most viewed posts for an update when the plugin fails to give them", async () => {
    site();
    serveRestIndex(TEST_SITE, { companionPlugin: true });
    const notThere = () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 });
    server.use(http.get(`${PLUGIN}/popular`, notThere), http.get(`${PLUGIN}/config`, notThere));
    const subscriptions = {
      newsletter: { version: 2, text: 'Quero a newsletter.' },
      priceAlert: { version: 1, text: 'Quero o aviso de preço.' },
    };
    const last = { mostReadIds: [9, 8], settings: { priceFreshDays: 30, companionPlugin: true, subscriptions } };
    expect(await fetchSite(TEST_BASE, last)).toMatchObject(last);
    // A full build has no last answers: the site's defaults.
    expect(await fetchSite(TEST_BASE)).toMatchObject({
      mostReadIds: null,
      settings: { priceFreshDays: 7, companionPlugin: true },
    });
    // A last build without the plugin has nothing to keep.
    const without = { mostReadIds: null, settings: { priceFreshDays: 7, companionPlugin: false } };
    expect((await fetchSite(TEST_BASE, without)).settings).toEqual({ priceFreshDays: 7, companionPlugin: true });
    expect(console.warn).toHaveBeenCalledWith("the last build's settings hold");
  });

  it('fails the build when the REST index does not answer, as any core route would', async () => {
    site();
    let asked = 0;
    server.use(
      http.get(`${TEST_SITE}/wp-json/`, () => {
        asked += 1;
        return HttpResponse.json({}, { status: 503 });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const read = fetchSite(TEST_BASE).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(7000);
    expect(await read).toBeInstanceOf(WordPressBuildError);
    expect(asked).toBe(4);
  });

  it("asks the plugin's settings route of a WordPress that hides its REST index from visitors", async () => {
    site();
    server.use(
      http.get(`${TEST_SITE}/wp-json/`, () => HttpResponse.json({ code: 'rest_forbidden' }, { status: 403 })),
      http.get(`${PLUGIN}/popular`, () => HttpResponse.json([{ id: 1, views: 3, clicks: 0 }])),
      http.get(`${PLUGIN}/config`, () => HttpResponse.json({ version: '1.5.0', price_fresh_days: 10 })),
    );
    expect((await fetchSite(TEST_BASE)).settings).toEqual({ priceFreshDays: 10, companionPlugin: true });
    server.use(
      http.get(`${TEST_SITE}/wp-json/`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })),
      http.get(`${PLUGIN}/config`, () => HttpResponse.json({ code: 'rest_no_route' }, { status: 404 })),
    );
    expect(await fetchSite(TEST_BASE)).toMatchObject({
      mostReadIds: null,
      settings: { priceFreshDays: 7, companionPlugin: false },
    });
  });

  it('fails the build when WordPress answers its REST index with something else', async () => {
    site();
    server.use(http.get(`${TEST_SITE}/wp-json/`, () => HttpResponse.json({ code: 'rest_login_required' })));
    await expect(fetchSite(TEST_BASE)).rejects.toThrow(
      /wp-json\/\?_fields=namespaces \(the answer is not a REST index\)/,
    );
  });
});

describe('what an update of the build asks', () => {
  it('lists every public post id, a few pages at a time', async () => {
    const wordpress = wordpressHandlers(
      Array.from({ length: 250 }, (_, index) => wpPost({ id: index + 1, title: `Post ${index + 1}` })),
    );
    server.use(...wordpress.handlers);
    const { ids } = await fetchPublishedIds(TEST_BASE);
    expect(ids.size).toBe(250);
    expect(wordpress.requests.map(({ params }) => params.get('_fields'))).toEqual(['id', 'id', 'id']);
  });

  it('asks the companion plugin for every published post id at once, when the last build found it', async () => {
    const wordpress = wordpressHandlers([wpPost({ id: 1, title: 'Um' })]);
    let asked = 0;
    server.use(
      ...wordpress.handlers,
      http.get(`${TEST_SITE}/wp-json/curadoria/v1/post-ids`, () => {
        asked += 1;
        return HttpResponse.json({ ids: [1, 5, 9] }, { headers: { Date: 'Fri, 27 Nov 2026 12:00:00 GMT' } });
      }),
    );
    const published = await fetchPublishedIds(TEST_BASE, true);
    expect(published.ids).toEqual(new Set([1, 5, 9]));
    expect(published.startedAt).toBe(Date.parse('2026-11-27T12:00:00Z'));
    expect(asked).toBe(1);
    expect(wordpress.requests).toEqual([]);
  });

  it('lists the ids page by page when the plugin has no such route (an older plugin), or the last build found none', async () => {
    const wordpress = wordpressHandlers([wpPost({ id: 1, title: 'Um' }), wpPost({ id: 2, title: 'Dois' })]);
    server.use(
      ...wordpress.handlers,
      http.get(`${TEST_SITE}/wp-json/curadoria/v1/post-ids`, () =>
        HttpResponse.json({ code: 'rest_no_route' }, { status: 404 }),
      ),
    );
    expect((await fetchPublishedIds(TEST_BASE, true)).ids).toEqual(new Set([1, 2]));
    expect((await fetchPublishedIds(TEST_BASE, false)).ids).toEqual(new Set([1, 2]));
    expect(wordpress.requests.map(({ params }) => params.get('_fields'))).toEqual(['id', 'id']);
  });

  it('reads the posts modified after a time, and names those that are password-protected now', async () => {
    const locked = {
      ...wpPost({ id: 3, title: 'Protegido agora' }),
      modified: '2026-11-24T12:00:00',
      content: { rendered: '', protected: true },
    };
    const wordpress = wordpressHandlers([
      { ...wpPost({ id: 1, title: 'Antigo' }), modified: '2026-11-01T12:00:00' },
      { ...wpPost({ id: 2, title: 'Editado' }), modified: '2026-11-24T12:00:00' },
      locked,
    ]);
    server.use(...wordpress.handlers);
    const modified = await fetchModifiedPosts(TEST_BASE, Date.parse('2026-11-20T00:00:00Z'));
    expect(modified.posts.map(({ post }) => post.id)).toEqual([2]);
    expect(modified.protectedIds).toEqual([3]);
    expect(wordpress.requests[0]?.params.get('modified_after')).toBe('2026-11-20T00:00:00.000Z');
  });

  it('tells which of some posts are still public', async () => {
    const wordpress = wordpressHandlers([wpPost({ id: 1, title: 'Ainda aqui' })]);
    server.use(...wordpress.handlers);
    expect(await stillPublished(TEST_BASE, [1, 2])).toEqual(new Set([1]));
  });
});
