import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';
import { server } from '@/test/msw-server';
import { TEST_BASE, TEST_SITE, wordpressHandlers, wpPost } from '@/test/wordpress-fixtures';

import { firstOutcomeOrBuildPage } from './build-page-fallback';
import { productDetailQuery } from './queries';
import { DEFAULT_SETTINGS } from './settings';

const wordpress = { baseUrl: TEST_BASE, ...DEFAULT_SETTINGS };

/** The browser loaded this document for `path` (the navigation's own timing entry). */
function documentLoadedAt(path: string) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation'
      ? [{ name: `http://localhost${path}`, entryType: 'navigation', startTime: 0, duration: 0, toJSON: () => ({}) }]
      : [],
  );
}

/** A link inside the site to product 4, from the page the browser loaded. */
function navigateToProduct4() {
  return firstOutcomeOrBuildPage(new Request('http://localhost/product/4'), productDetailQuery(wordpress, '4'));
}

afterEach(() => vi.restoreAllMocks());

describe('a link inside the site to a product of the build', () => {
  it('hands the navigation to the browser when WordPress fails, so the host serves the build’s page', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    documentLoadedAt('/');
    server.use(http.get(`${TEST_BASE}/posts/4`, () => HttpResponse.json({ code: 'down' }, { status: 500 })));

    const handedOn = await navigateToProduct4().catch((thrown: unknown) => thrown);

    expect(handedOn).toBeInstanceOf(Response);
    if (!(handedOn instanceof Response)) return;
    expect(handedOn.headers.get('Location')).toBe('/product/4');
    expect(handedOn.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('keeps a product WordPress answers in the app', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    documentLoadedAt('/');
    server.use(...wordpressHandlers([wpPost({ id: 4, title: 'Caixa de Som JBL Go 4' })]).handlers);

    await expect(navigateToProduct4()).resolves.toMatchObject({ title: 'Caixa de Som JBL Go 4' });
  });

  it('never hands on the address of the document itself (the host’s SPA fallback for a newer product)', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    documentLoadedAt('/product/4/');
    server.use(http.get(`${TEST_BASE}/posts/4`, () => HttpResponse.error()));

    await expect(navigateToProduct4()).resolves.toBeUndefined();
  });

  it('stays in the app offline: the host cannot answer either, and the page says what failed', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    documentLoadedAt('/');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.get(`${TEST_BASE}/posts/4`, () => HttpResponse.error()));

    await expect(navigateToProduct4()).resolves.toBeUndefined();
  });

  it('leaves a post WordPress says is missing to the page (the build’s copy is stale)', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', TEST_SITE);
    documentLoadedAt('/');
    server.use(
      http.get(`${TEST_BASE}/posts/4`, () => HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 })),
    );

    await expect(navigateToProduct4()).resolves.toBeUndefined();
  });

  it('stays in the app for a visitor who chose another WordPress: the build’s pages are not of it', async () => {
    vi.stubEnv('VITE_WORDPRESS_URL', 'https://outro-blog.test');
    window.localStorage.setItem(STORAGE_KEYS.wordpressUrl, TEST_BASE);
    documentLoadedAt('/');
    server.use(http.get(`${TEST_BASE}/posts/4`, () => HttpResponse.error()));

    await expect(navigateToProduct4()).resolves.toBeUndefined();
  });
});
