// A page whose HTML arrives in pieces, as on a slow phone connection, is painted only once its first screen
// has arrived. A browser that paints what it has would show a button's icon without its label, then move the
// icon when the label came: Lighthouse counted such shifts on the category page, one run in about thirty.
import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';

import type { Locator, Page } from '@playwright/test';

import { urls } from './support/env';
import { expect, test } from './support/fixtures';
import { layoutShift } from './support/layout-shift';

const PHONE = { width: 412, height: 823 };
/** How long the HTML stops, right after a button's icon, before the icon's label and the rest come. */
const PAUSE_MS = 1_500;

async function pageHtml(path: string): Promise<string> {
  const response = await fetch(`${urls.live}${path}`);
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.text();
}

/** Where the page at `path` stops: right after the icon of the button `label`, before its label. */
function afterButtonIcon(path: string, label: string): (html: string) => number {
  return (html) => {
    const icon = html.indexOf(`</svg>${label}</button>`);
    if (icon < 0) throw new Error(`${path}: no button '${label}' with an icon`);
    return icon + '</svg>'.length;
  };
}

/** Where a listing stops: right before its third card, two cards of a wide screen's row of four sent. */
function beforeThirdCard(html: string): number {
  const cards = [...html.matchAll(/<article[^>]*data-testid="product-card"/g)];
  const third = cards[2]?.index;
  if (third === undefined) throw new Error('the listing has fewer than three cards');
  return third;
}

/**
 * The LIVE build behind a server of its own that sends the page at `path` up to where `splitAt` says, stops
 * for PAUSE_MS, then sends the rest; every other request passes through unchanged.
 */
async function slowPageServer(
  path: string,
  splitAt: (html: string) => number,
): Promise<{ url: string; close: () => void }> {
  const html = await pageHtml(path);
  const split = splitAt(html);
  const upstream = new URL(urls.live);

  const server: Server = createServer((incoming, outgoing) => {
    if (incoming.url === path) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      outgoing.write(html.slice(0, split));
      setTimeout(() => outgoing.end(html.slice(split)), PAUSE_MS);
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the slow server has no port');
  return { url: `http://127.0.0.1:${address.port}${path}`, close: () => server.close() };
}

/**
 * Opens `path` through a slow server that pauses where `splitAt` says, waits until `shown` is visible,
 * and returns when the page first painted (ms after navigation started).
 */
async function firstPaintOf(
  page: Page,
  path: string,
  splitAt: (html: string) => number,
  shown: (page: Page) => Locator,
): Promise<number> {
  const slow = await slowPageServer(path, splitAt);
  try {
    await page.goto(slow.url);
    await expect(shown(page)).toBeVisible();
    return await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
  } finally {
    slow.close();
  }
}

test.describe('a page whose HTML arrives in pieces', () => {
  test.use({ viewport: PHONE });

  const pages = [
    { name: 'a category page', path: () => Promise.resolve('/categoria/casa'), label: 'Configurar WordPress' },
    {
      name: 'a product page',
      // The category page's first product, as a visitor reaches it.
      path: async () => /href="(\/product\/\d+)"/.exec(await pageHtml('/categoria/casa'))?.[1] ?? '/product/none',
      label: 'Compartilhar',
    },
  ];

  for (const { name, path, label } of pages) {
    test(`${name} is painted with its whole first screen, and nothing on it moves`, async ({ page }) => {
      const pagePath = await path();
      const firstPaint = await firstPaintOf(page, pagePath, afterButtonIcon(pagePath, label), (shown) =>
        shown.getByRole('button', { name: label }),
      );
      expect(firstPaint, 'the first paint waited for the first screen').toBeGreaterThanOrEqual(PAUSE_MS);
      expect(await layoutShift(page)).toBe(0);
    });
  }
});

test.describe('a listing whose HTML arrives in pieces, on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is painted with its whole first row of four cards, and nothing on it moves', async ({ page }) => {
    const firstPaint = await firstPaintOf(page, '/categoria/casa', beforeThirdCard, (shown) =>
      shown.getByTestId('product-card').nth(3),
    );
    expect(firstPaint, 'the first paint waited for the whole first row').toBeGreaterThanOrEqual(PAUSE_MS);
    expect(await layoutShift(page)).toBe(0);
  });
});

test.describe('a listing whose HTML arrives in pieces, on a phone', () => {
  test.use({ viewport: PHONE });

  test("is painted once its own first screen is there, without waiting for a wide screen's row", async ({ page }) => {
    const firstPaint = await firstPaintOf(page, '/categoria/casa', beforeThirdCard, (shown) =>
      shown.getByTestId('product-card').nth(1),
    );
    expect(firstPaint, 'the first paint came before the rest of the page').toBeLessThan(PAUSE_MS);
  });
});
