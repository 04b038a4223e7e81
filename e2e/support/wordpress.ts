// Reads the seeded WordPress directly (not through the proxy or the app) to know what the pages must show.
import { readFileSync } from 'node:fs';

import { decodeHTML } from 'entities/decode';
import * as v from 'valibot';

import { SEED_SUMMARY, urls } from './env';

const rendered = v.object({ rendered: v.string() });

const postSchema = v.object({
  id: v.number(),
  date: v.string(),
  link: v.string(),
  status: v.optional(v.string()),
  title: rendered,
  excerpt: rendered,
  content: rendered,
  categories: v.array(v.number()),
  featured_media: v.number(),
  meta: v.object({
    price: v.optional(v.union([v.string(), v.number()])),
    affiliate_url: v.optional(v.string()),
    price_cents: v.optional(v.number()),
    offers: v.optional(v.array(v.object({ store: v.string(), price_cents: v.number(), url: v.string() }))),
  }),
  _embedded: v.optional(
    v.object({
      'wp:featuredmedia': v.optional(v.array(v.object({ source_url: v.optional(v.string()) }))),
    }),
  ),
});

export type WpPost = v.InferOutput<typeof postSchema>;

const seedSummarySchema = v.object({
  posts: v.record(v.string(), v.number()),
  edge_cases: v.object({
    no_image: v.object({ id: v.number(), slug: v.string() }),
    no_price: v.object({ id: v.number(), slug: v.string() }),
    no_affiliate_url: v.object({ id: v.number(), slug: v.string() }),
    hostile: v.object({ id: v.number(), slug: v.string() }),
    draft: v.object({ id: v.number(), slug: v.string() }),
  }),
  published: v.number(),
  categories: v.record(v.string(), v.object({ id: v.number(), name: v.string(), count: v.number() })),
});

export type SeedSummary = v.InferOutput<typeof seedSummarySchema>;

let summary: SeedSummary | undefined;

/** .wordpress/seed-summary.json, written by wordpress/seed.sh (ids of the posts and edge cases). */
export function seedSummary(): SeedSummary {
  summary ??= v.parse(seedSummarySchema, JSON.parse(readFileSync(SEED_SUMMARY, 'utf8')));
  return summary;
}

export function postId(slug: string): number {
  const id = seedSummary().posts[slug];
  if (id === undefined) throw new Error(`slug ${slug} is not in the seed summary`);
  return id;
}

async function getJson(path: string): Promise<{ body: unknown; headers: Headers }> {
  const response = await fetch(`${urls.wordpressRest}${path}`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`WordPress ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return { body, headers: response.headers };
}

/** GET /posts with a query string, every post of the answer validated. */
export async function wpPosts(query: string): Promise<{ posts: WpPost[]; total: number; totalPages: number }> {
  const { body, headers } = await getJson(`/posts?${query}`);
  return {
    posts: v.parse(v.array(postSchema), body),
    total: Number(headers.get('X-WP-Total')),
    totalPages: Number(headers.get('X-WP-TotalPages')),
  };
}

export async function wpPost(id: number): Promise<WpPost> {
  return v.parse(postSchema, (await getJson(`/posts/${id}?_embed`)).body);
}

/** Title text as the site shows it (spec section 5): tags dropped, the ellipsis entity as '...', entities decoded. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, '').replace(/&hellip;|&#8230;|&#x2026;/gi, '...'))
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'R$ 1.299,90' with a plain space, as the site writes amounts. */
export function brl(cents: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/**
 * The price the site shows for a post: its cheapest offer, else its amount, else its price text
 * (companion plugin 1.4; a post from before keeps its text).
 */
export function priceOf(post: WpPost): string {
  const amounts = (post.meta.offers ?? []).map((offer) => offer.price_cents);
  const cents = amounts.length > 0 ? Math.min(...amounts) : (post.meta.price_cents ?? 0);
  if (cents > 0) return brl(cents);
  return post.meta.price === undefined ? '' : String(post.meta.price);
}

export function imageOf(post: WpPost): string | undefined {
  return post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days since the post's publication date (WordPress answers in site time, UTC here). */
export function ageInDays(post: WpPost, now = new Date()): number {
  return (now.getTime() - Date.parse(`${post.date.slice(0, 10)}T00:00:00Z`)) / DAY_MS;
}
