import { http, HttpResponse } from 'msw';

import { searchIndexFiles, type SearchIndexEntry } from '@/wordpress/search/search-index';

import { server } from './msw-server';

export const TEST_SITE = 'https://wp.test';
export const TEST_BASE = `${TEST_SITE}/wp-json/wp/v2`;

export interface FixtureCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  count: number;
}

export const FIXTURE_CATEGORIES: FixtureCategory[] = [
  { id: 2, name: 'Tecnologia', slug: 'tecnologia', description: '', count: 3 },
  { id: 3, name: 'Casa', slug: 'casa', description: 'Achados para a casa.', count: 1 },
  { id: 4, name: 'Esporte', slug: 'esporte', description: '', count: 0 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 19);
}

interface PostInput {
  id: number;
  title: string;
  categoryId?: number;
  daysOld?: number;
  /** Days since the post was last modified; its publication by default. */
  modifiedDaysOld?: number;
  price?: string;
  affiliateUrl?: string;
  image?: string | null;
  excerpt?: string;
  content?: string;
}

/** A post as WordPress 6 returns it with `_embed`, reduced to what the site reads plus some noise. */
export function wpPost(input: PostInput): Record<string, unknown> {
  const categoryId = input.categoryId ?? 2;
  const category = FIXTURE_CATEGORIES.find((entry) => entry.id === categoryId);
  const image = input.image === undefined ? `${TEST_SITE}/wp-content/uploads/${input.id}.jpg` : input.image;
  return {
    id: input.id,
    date: daysAgo(input.daysOld ?? 3),
    modified: daysAgo(input.modifiedDaysOld ?? input.daysOld ?? 3),
    slug: `post-${input.id}`,
    status: 'publish',
    link: `${TEST_SITE}/post-${input.id}/`,
    title: { rendered: input.title },
    excerpt: { rendered: input.excerpt ?? `<p>Resumo do ${input.title} [&hellip;]</p>\n`, protected: false },
    content: { rendered: input.content ?? `<p>Conteúdo do ${input.title}.</p>`, protected: false },
    categories: [categoryId],
    featured_media: image === null ? 0 : 1000 + input.id,
    meta: {
      price: input.price ?? 'R$ 99,90',
      affiliate_url: input.affiliateUrl ?? `https://loja.example/produto-${input.id}?tag=curadoria`,
    },
    _embedded: {
      'wp:featuredmedia':
        image === null ? undefined : [{ id: 1000 + input.id, source_url: image, media_details: { sizes: {} } }],
      'wp:term': [category ? [{ id: category.id, name: category.name, taxonomy: 'category' }] : [], []],
    },
  };
}

/**
 * Serves `site`'s REST index as `?_fields=namespaces` answers it, with or without the companion
 * plugin's namespace, and counts how often the site asked it. With `failFirst`, the first request
 * fails (503), as a WordPress that is briefly down answers.
 */
export function serveRestIndex(
  site: string,
  { companionPlugin, failFirst = false }: { companionPlugin: boolean; failFirst?: boolean },
): { asked: () => number } {
  let asked = 0;
  const namespaces = ['oembed/1.0', ...(companionPlugin ? ['curadoria/v1'] : []), 'wp/v2', 'wp-site-health/v1'];
  server.use(
    http.get(`${site}/wp-json/`, () => {
      asked += 1;
      if (failFirst && asked === 1) return HttpResponse.json({ code: 'unavailable' }, { status: 503 });
      return HttpResponse.json({
        namespaces,
        _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
      });
    }),
  );
  return { asked: () => asked };
}

export function manyPosts(count: number, firstId = 100): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, index) =>
    wpPost({ id: firstId + index, title: `Produto ao vivo ${index + 1}`, daysOld: index < 3 ? 2 : 90 }),
  );
}

/** The fields `_fields` names (`content.protected`: that member of `content`), as WordPress answers them. */
function withFields(post: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (fields === null) return post;
  const picked: Record<string, unknown> = {};
  const members: Record<string, Record<string, unknown>> = {};
  for (const field of fields.split(',')) {
    const [name = '', member] = field.split('.');
    const value: unknown = post[name];
    if (value === undefined) continue;
    if (member === undefined) picked[name] = value;
    else if (typeof value === 'object' && value !== null && member in value) {
      const memberValue: unknown = Object.entries(value).find(([key]) => key === member)?.[1];
      members[name] = { ...members[name], [member]: memberValue };
      picked[name] = members[name];
    }
  }
  return picked;
}

export interface RecordedRequest {
  path: string;
  params: URLSearchParams;
}

/**
 * MSW handlers acting like a small WordPress: pagination headers, category and modified_after filters,
 * 404 for unknown posts, 400 past the last page. Every request is recorded.
 */
export function wordpressHandlers(
  posts: Record<string, unknown>[],
  categories: FixtureCategory[] = FIXTURE_CATEGORIES,
) {
  const requests: RecordedRequest[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    requests.push({ path: url.pathname.replace('/wp-json/wp/v2', ''), params: url.searchParams });
  };
  const handlers = [
    http.get(`${TEST_BASE}/categories`, ({ request }) => {
      record(request);
      return HttpResponse.json(categories);
    }),
    http.get(`${TEST_BASE}/posts`, ({ request }) => {
      record(request);
      const params = new URL(request.url).searchParams;
      const category = params.get('categories');
      const include = params.get('include')?.split(',');
      const modifiedAfter = params.get('modified_after');
      const matching = posts.filter((post) => {
        const inCategory = category === null || JSON.stringify(post.categories) === `[${category}]`;
        const modified = Date.parse(`${String(post.modified ?? post.date)}Z`);
        const recent = modifiedAfter === null || modified > Date.parse(modifiedAfter);
        return inCategory && recent;
      });
      const shown = (list: Record<string, unknown>[]) => list.map((post) => withFields(post, params.get('_fields')));
      if (include !== undefined) {
        return HttpResponse.json(shown(include.flatMap((id) => matching.filter((post) => String(post.id) === id))));
      }
      const perPage = Number(params.get('per_page') ?? 10);
      const page = Number(params.get('page') ?? 1);
      const totalPages = Math.max(1, Math.ceil(matching.length / perPage));
      if (page > totalPages) {
        return HttpResponse.json({ code: 'rest_post_invalid_page_number' }, { status: 400 });
      }
      return HttpResponse.json(shown(matching.slice((page - 1) * perPage, page * perPage)), {
        headers: { 'X-WP-Total': String(matching.length), 'X-WP-TotalPages': String(totalPages) },
      });
    }),
    http.get(`${TEST_BASE}/posts/:id`, ({ request, params }) => {
      record(request);
      const post = posts.find((entry) => String(entry.id) === params.id);
      const fields = new URL(request.url).searchParams.get('_fields');
      return post
        ? HttpResponse.json(withFields(post, fields))
        : HttpResponse.json({ code: 'rest_post_invalid_id' }, { status: 404 });
    }),
  ];
  return { handlers, requests };
}

/** A day `days` before today in São Paulo (the site's time zone), as the companion plugin dates prices. */
export function priceDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** What the companion plugin's price refresh says of an offer (contract of issue 34); absent from older plugins. */
export interface OfferState {
  availability?: 'in_stock' | 'out_of_stock' | 'unknown';
  /** ISO 8601 in UTC, or null (see `checkedAt`). */
  checked_at?: string | null;
  price_source?: 'store' | 'manual';
}

/**
 * An instant `days` before today in São Paulo at `time` there (HH:MM), as the plugin writes
 * `checked_at` (UTC). São Paulo keeps UTC-3 all year.
 */
export function checkedAt(days: number, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(Date.parse(`${priceDay(days)}T00:00:00Z`) + ((hours + 3) * 60 + minutes) * 60_000)
    .toISOString()
    .replace('.000Z', 'Z');
}

interface PricesInput {
  /** Each shop's price today, in cents, in the editor's order, and what the price refresh says of it. */
  offers: [string, number, OfferState?][];
  /** Price changes, oldest first: days ago, shop, cents, and since the price refresh its source. */
  changes: [number, string, number, ('store' | 'manual')?][];
  /** `lowest_90` as the plugin answers it: the day the amount was set (at most 89 days ago), shop, cents. */
  lowest90: [number, string, number] | null;
}

/**
 * A post of the companion plugin 1.4: its amount, offers and price history (the same shapes as
 * wordpress/plugin answers them); with offer states and point sources, of its price refresh.
 */
export function wpPostWithPrices(input: PostInput, { offers, changes, lowest90 }: PricesInput) {
  const post = wpPost(input);
  const cheapest = Math.min(...offers.map(([, cents]) => cents));
  return {
    ...post,
    meta: {
      ...(typeof post.meta === 'object' ? post.meta : {}),
      price_cents: cheapest,
      price_currency: 'BRL',
      offers: offers.map(([store, cents, state]) => ({
        store,
        price_cents: cents,
        url: `https://${store.toLowerCase().replace(/\s+/g, '')}.example/produto-${input.id}`,
        ...state,
      })),
    },
    price_history: {
      currency: 'BRL',
      points: changes.map(([days, store, cents, source]) => ({
        date: priceDay(days),
        store,
        price_cents: cents,
        ...(source === undefined ? {} : { source }),
      })),
      lowest_90:
        lowest90 === null ? null : { price_cents: lowest90[2], date: priceDay(lowest90[0]), store: lowest90[1] },
    },
  };
}

/** The build's two search files for TEST_BASE, as the build writes them for `entries` (listing order). */
export function searchIndexHandlers(builtAt: number, entries: readonly SearchIndexEntry[]) {
  const { index, engine } = searchIndexFiles({ baseUrl: TEST_BASE, builtAt }, entries);
  return [
    http.get('*/search-index.json', () => HttpResponse.json(index)),
    http.get('*/search-engine.json', () => HttpResponse.text(engine ?? 'null')),
  ];
}
