// What the LIVE build writes at build time, read with plain HTTP from Node (no JavaScript runs): the prerendered
// HTML with its metadata, the sitemap and robots.txt. This is what search engines and link previews see.
import { decodeHTML } from 'entities/decode';

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
  expect.soft(products(html).length, 'JSON-LD with "@type": "Product"').toBeGreaterThan(0);
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
  });

  test('/product/<id> carries the product, canonical, Open Graph and Product JSON-LD', async () => {
    const id = postId('air-fryer-mondial-4-litros');
    const post = await wpPost(id);
    const { status, text: html } = await getText(`/product/${id}`);
    expect(status).toBe(200);
    expectProductInHtml(html, post);
    expectPageMetadata(html, `/product/${id}`);
    expect(metaContent(html, 'property', 'og:title')).toContain(plainText(post.title.rendered));
    expect(metaContent(html, 'property', 'og:image')).toBe(imageOf(post));
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
