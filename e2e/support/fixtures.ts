// The `test` every spec uses: Playwright's, plus a guard that fails the test when the page throws an uncaught error,
// and a record of the WordPress requests the page made.
import { test as base, expect, type Page, type Request } from '@playwright/test';

import { urls } from './env';

export { expect };

export interface WordPressRequests {
  /** Every request of the page to a WordPress REST address (through the proxy or not), in order. */
  all: () => URL[];
  /** The `/posts` list requests (not single posts). */
  postLists: () => URL[];
  clear: () => void;
}

const CSP_VIOLATION = 'Content-Security-Policy violation:';

/**
 * The prerendered page paints before its JavaScript starts (after the load event and a paint): a
 * click before then does nothing, as for a visitor. Navigations wait until the app has started, so
 * tests act on the running site; a page whose JavaScript never comes is left as it is after 10 s.
 * Started means hydrated: React Router has created its router, and React has committed the page
 * (React Router's <ScrollRestoration>, in every page, sets `history.scrollRestoration` in an effect
 * once it has). The route modules are known earlier, while the entry that hydrates may still be
 * downloading: a link clicked then is a full page load, a button does nothing.
 */
async function waitForApp(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => '__reactRouterDataRouter' in window && window.history.scrollRestoration === 'manual',
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

export const test = base.extend<{
  pageErrors: string[];
  cspViolations: string[];
  wordpressRequests: WordPressRequests;
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // Every page runs under the site's Content-Security-Policy (the static server sends it): anything it
  // blocks fails the test, so the policy can neither break the site nor drift from what it uses.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().startsWith(CSP_VIOLATION)) violations.push(message.text());
      });
      await page.addInitScript((prefix) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.warn(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}`);
        });
      }, CSP_VIOLATION);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  wordpressRequests: async ({ page }, use) => {
    const seen: URL[] = [];
    page.on('request', (request: Request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/wp-json/')) seen.push(url);
    });
    await use({
      all: () => [...seen],
      postLists: () => seen.filter((url) => /\/wp-json\/wp\/v2\/posts\/?$/.test(url.pathname)),
      clear: () => seen.splice(0, seen.length),
    });
  },
});

export const LIVE_BANNER = 'Conectado ao WordPress - Mostrando conteúdo atualizado';
export const SAMPLE_BANNER = 'Mostrando dados de exemplo. Configure seu WordPress para ver o conteúdo real.';
export const SAMPLE_CATEGORIES = [
  'Tecnologia',
  'Casa',
  'Moda',
  'Utilidades',
  'Saúde e Cuidados Pessoais',
  'Comparativos',
] as const;

export function productCards(page: Page) {
  return page.getByTestId('product-card');
}

/** The listing banner (role status), found by its text. */
export function banner(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

/** Opens the 'Categorias' disclosure and returns the list it controls. */
export async function openCategoryMenu(page: Page) {
  const button = page.getByRole('navigation', { name: 'Principal' }).getByRole('button', { name: 'Categorias' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const listId = await button.getAttribute('aria-controls');
  if (listId === null) throw new Error('the Categorias button controls no element');
  const list = page.locator(`[id="${listId}"]`);
  await expect(list).toBeVisible();
  return list;
}

/** Order of the main grid's children: 'card' or 'ad', as the DOM has them. */
export async function gridSequence(page: Page): Promise<string[]> {
  return page
    .getByTestId('product-card')
    .first()
    .evaluate((card) => {
      const grid = card.parentElement;
      if (grid === null) return [];
      return [...grid.children].map((child) => {
        if (child.matches('[data-testid="product-card"]')) return 'card';
        if (child.querySelector('[data-testid="ad-slot"]') !== null || child.matches('[data-testid="ad-slot"]'))
          return 'ad';
        return child.tagName.toLowerCase();
      });
    });
}

/** Requests of the page that leave the site's own origin (data: and blob: URLs are local). */
export function recordForeignRequests(page: Page, siteOrigin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== siteOrigin) foreign.push(url);
  });
  return foreign;
}

export { urls };

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
