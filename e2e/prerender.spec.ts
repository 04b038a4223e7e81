// What the LIVE build writes at build time, read with plain HTTP from Node (no JavaScript runs): the prerendered
// HTML with its metadata and security policy, the sitemap and robots.txt, and the files the build leaves out. This is
// what search engines and link previews see.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { decodeHTML } from 'entities/decode';

import { buildDirs, REPO_ROOT } from './support/env';
import { expect, test, urls } from './support/fixtures';
import { imageOf, plainText, postId, priceOf, seedSummary, wpPost, wpPosts, type WpPost } from './support/wordpress';

async function getText(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${urls.live}${path}`, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Text content of the HTML with tags removed and entities decoded, to look for visible texts. */
function visibleText(html: string): string {
  return decodeHTML(html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | null {
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? []) {
    if (!new RegExp(`\\b${attribute}="${key}"`).test(tag)) continue;
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    return content === undefined ? null : decodeHTML(content);
  }
  return null;
}

function canonical(html: string): string | null {
  const tag = (html.match(/<link\b[^>]*>/gi) ?? []).find((link) => /\brel="canonical"/.test(link));
  const href = tag === undefined ? undefined : /\bhref="([^"]*)"/.exec(tag)?.[1];
  return href === undefined ? null : decodeHTML(href);
}

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
function jsonLd(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)];
  return blocks.map((block) => {
    const body = block[1] ?? '';
    const parsed: unknown = JSON.parse(body);
    return parsed;
  });
}

/** Objects anywhere in a JSON value (to find a Product inside an ItemList or @graph as well). */
function objectsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (typeof value !== 'object' || value === null) return [];
  const record = Object.fromEntries(Object.entries(value));
  return [record, ...Object.values(record).flatMap(objectsIn)];
}

function products(html: string): Record<string, unknown>[] {
  return jsonLd(html)
    .flatMap(objectsIn)
    .filter((item) => item['@type'] === 'Product');
}

/** Soft checks: a failure lists every missing piece at once. */
function expectPageMetadata(html: string, path: string) {
  expect.soft(canonical(html), 'link rel=canonical').toBe(`${urls.live}${path}`);
  expect.soft(metaContent(html, 'property', 'og:title'), 'og:title').toBeTruthy();
  expect.soft(metaContent(html, 'property', 'og:image') ?? '(none)', 'og:image').toMatch(/^https?:\/\//);
  expect.soft(html, 'og:locale pt_BR').toContain('og:locale" content="pt_BR"');
}

function expectProductInHtml(html: string, post: WpPost) {
  const text = visibleText(html);
  expect(text).toContain(plainText(post.title.rendered));
  expect(text).toContain(priceOf(post));
  const image = imageOf(post);
  if (image === undefined) throw new Error(`post ${post.id} has no image`);
  expect(html).toContain(image);
}

test.describe('prerendered HTML (no JavaScript)', () => {
  test('/ carries the first products, canonical, Open Graph and JSON-LD', async () => {
    const { posts } = await wpPosts('page=1&per_page=20&_embed');
    const { status, text: html } = await getText('/');
    expect(status).toBe(200);
    for (const post of posts.slice(0, 4)) expectProductInHtml(html, post);
    expectPageMetadata(html, '/');
    // Google's summary page: each listed product by position and address only, never a Product
    // without offers (an error to rich-result validators).
    expect(products(html)).toEqual([]);
    const [list] = jsonLd(html)
      .flatMap(objectsIn)
      .filter((item) => item['@type'] === 'ItemList');
    const items = objectsIn(list?.itemListElement).filter((item) => item['@type'] === 'ListItem');
    expect(items.length).toBeGreaterThan(0);
    for (const [index, item] of items.entries()) {
      expect(item).toEqual({ '@type': 'ListItem', position: index + 1, url: expect.stringMatching(/\/product\/\d+$/) });
    }
    expect(items.slice(0, 4).map((item) => item.url)).toEqual(
      posts.slice(0, 4).map((post) => `${urls.live}/product/${post.id}`),
    );
  });

  test('/product/<id> carries the product, canonical, Open Graph and Product JSON-LD', async () => {
    const id = postId('air-fryer-mondial-4-litros');
    const post = await wpPost(id);
    const { status, text: html } = await getText(`/product/${id}`);
    expect(status).toBe(200);
    expectProductInHtml(html, post);
    expectPageMetadata(html, `/product/${id}`);
    expect(metaContent(html, 'property', 'og:title')).toContain(plainText(post.title.rendered));
    // The link preview's picture is the build's JPEG copy on this site (WhatsApp and Facebook read no
    // AVIF), not WordPress's upload.
    expect(imageOf(post)).toBeDefined();
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${urls.live.replace(/[.]/g, '\\.')}/pictures/[0-9a-f]{20}\\.jpg$`),
    );
    const [product] = products(html);
    expect(product, 'JSON-LD with "@type": "Product"').toBeDefined();
    expect(product?.name).toBe(plainText(post.title.rendered));
  });

  test('/sitemap.xml lists every published post and not the draft', async () => {
    const { posts, total } = await wpPosts('per_page=100');
    expect(posts).toHaveLength(total);
    const { status, type, text: xml } = await getText('/sitemap.xml');
    expect(status).toBe(200);
    expect(type).toContain('xml');
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeHTML(match[1] ?? ''));
    const productUrls = locations.filter((url) => url.startsWith(`${urls.live}/product/`));
    expect(productUrls.sort()).toEqual(posts.map((post) => `${urls.live}/product/${post.id}`).sort());
    expect(locations).not.toContain(`${urls.live}/product/${seedSummary().edge_cases.draft.id}`);
  });

  test('/robots.txt points to the sitemap', async () => {
    const { status, text } = await getText('/robots.txt');
    expect(status).toBe(200);
    expect(text).toMatch(new RegExp(`^Sitemap: ${urls.live}/sitemap\\.xml$`, 'm'));
  });

  test('every page carries a meta policy that stands on its own, with the hashes of its own inline scripts', async () => {
    const id = postId('air-fryer-mondial-4-litros');
    // The home, a product, a site page, and the SPA fallback (a product newer than the build).
    for (const path of ['/', `/product/${id}`, '/pagina/sobre', '/product/999999999']) {
      const { status, text: html } = await getText(path);
      expect(status, path).toBe(200);
      const tags = html.match(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g) ?? [];
      expect(tags, `${path}: one meta policy`).toHaveLength(1);
      const content = /content="([^"]*)"/.exec(tags[0] ?? '')?.[1] ?? '';
      const policy = new Map(
        content.split('; ').map((directive) => {
          const [name = '', ...sources] = directive.split(' ');
          return [name, sources];
        }),
      );
      expect.soft(policy.get('object-src'), `${path}: object-src`).toEqual(["'none'"]);
      expect.soft(policy.get('base-uri'), `${path}: base-uri`).toEqual(["'self'"]);
      expect.soft(policy.get('form-action'), `${path}: form-action`).toEqual(["'none'"]);
      const scriptSrc = policy.get('script-src') ?? [];
      expect.soft(scriptSrc, `${path}: script-src`).not.toContain("'unsafe-inline'");
      // Every inline script the browser may run; the JSON-LD is data, never run, and needs no hash.
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
        .filter(([, attributes = '']) => !/\bsrc=/.test(attributes) && !attributes.includes('application/ld+json'))
        .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      expect.soft(inline.length, `${path}: inline scripts`).toBeGreaterThan(2);
      expect
        .soft(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort(), `${path}: hashes`)
        .toEqual([...new Set(inline)].sort());
    }
  });

  test("no .data file but the pages' own, and the host files are never served", async () => {
    const client = join(REPO_ROOT, buildDirs.live, 'client');
    const dataFiles = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.data'),
    );
    expect(dataFiles).not.toContain('_headers.data');
    expect(dataFiles).not.toContain('robots.txt.data');
    expect(dataFiles).not.toContain('sitemap.xml.data');
    expect(dataFiles).toContain('_.data');
    for (const file of dataFiles) {
      // A page's data sits beside its folder (product/12.data, product/12/index.html); `_.data` is the data of the
      // page its folder is, an address ending in a slash (`/`, `/previa/`).
      const page = file.endsWith('_.data')
        ? join(file.slice(0, -'_.data'.length), 'index.html')
        : join(file.slice(0, -'.data'.length), 'index.html');
      expect
        .soft(statSync(join(client, page), { throwIfNoEntry: false })?.isFile(), `${file}: a page's data`)
        .toBe(true);
    }
    for (const path of ['/_headers.data', '/robots.txt.data', '/sitemap.xml.data']) {
      expect.soft((await getText(path)).status, path).toBe(404);
    }
    for (const path of ['/_headers', '/_redirects']) {
      const { status, text } = await getText(path);
      expect.soft(status, path).toBe(404);
      expect.soft(text, path).not.toContain('Content-Security-Policy:');
      expect.soft(text, path).not.toContain('__spa-fallback.html  200');
    }
  });

  test('the hostile post: no <script>alert in the HTML, and its JSON-LD still parses', async () => {
    const { id } = seedSummary().edge_cases.hostile;
    const { status, text: html } = await getText(`/product/${id}`);
    expect(status).toBe(200);
    expect(html).not.toMatch(/<script>\s*alert/i);
    expect(html).not.toMatch(/<script[^>]*>[^<]*alert\(/i);
    expect(html).not.toMatch(/<(img|svg|iframe)\b[^>]*\bon(error|load)=/i);
    expect(html).not.toMatch(/href="\s*javascript:/i);
    expect(() => jsonLd(html)).not.toThrow();
    expect(products(html)).toHaveLength(1);
    // The page is about that post: its title text is there, as text.
    expect(visibleText(html)).toContain('imperdível');
  });
});
