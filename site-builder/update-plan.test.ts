// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { SPA_FALLBACK_PATH } from '../app/config/paths';
import {
  catalogSchema,
  postDigest,
  type Catalog,
  type CatalogEntry,
  type CrawledPost,
} from '../app/wordpress/catalog/catalog';
import type { WordPressSite } from '../app/wordpress/catalog/crawl.server';
import { pathsToRender, planUpdate, type WordPressNow } from './update-plan';

const CLOCK = Date.parse('2026-11-24T12:00:00Z');
const SITE = 'https://blog.example';

/** A post as the crawl keeps it, dated `day` of November 2026, in category `category`. */
function crawled(id: number, { day = 1, title = `Post ${id}`, category = 2, content = '' } = {}): CrawledPost {
  const date = `2026-11-${String(day).padStart(2, '0')}T10:00:00`;
  return {
    post: {
      id,
      date,
      modified: date,
      link: `${SITE}/post-${id}/`,
      title: { rendered: title },
      excerpt: { rendered: '', protected: false },
      content: { rendered: content, protected: false },
      categories: [category],
      featured_media: 0,
      meta: {},
      _embedded: undefined,
    },
  };
}

function entry(post: CrawledPost, fields: Partial<CatalogEntry> = {}): CatalogEntry {
  return {
    id: post.post.id,
    date: post.post.date ?? '',
    modified: (post.post.modified ?? '').slice(0, 10),
    link: post.post.link,
    categories: post.post.categories,
    digest: postDigest(post),
    cardDigest: `card-${post.post.id}`,
    linkKeys: [],
    judgedUntil: null,
    ...fields,
  };
}

/** The owner's settings as the build read them (the companion plugin's answer not known). */
const SETTINGS = { priceFreshDays: 30, companionPlugin: null };

const site: WordPressSite = {
  categories: [
    { id: 2, name: 'Tecnologia', slug: 'tecnologia', description: '', count: 30 },
    { id: 3, name: 'Casa', slug: 'casa', description: '', count: 1 },
  ],
  pages: [],
  mostReadIds: null,
  settings: SETTINGS,
};

/** 30 posts in Tecnologia (newest: 30) and one in Casa (the oldest, id 100). */
const POSTS = [
  ...Array.from({ length: 30 }, (_, index) => crawled(index + 1, { day: index + 1 })),
  crawled(100, { category: 3 }),
];

function catalog(entries = POSTS.map((post) => entry(post))): Catalog {
  return {
    version: 3,
    baseUrl: `${SITE}/wp-json/wp/v2`,
    wordpressRead: true,
    fetchedAt: CLOCK - 60_000,
    since: CLOCK - 120_000,
    ...site,
    protectedIds: [],
    posts: [...entries].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id)),
  };
}

function now(changes: Partial<WordPressNow> = {}): WordPressNow {
  return {
    site,
    posts: [],
    protectedIds: [],
    publishedIds: new Set(POSTS.map(({ post }) => post.id)),
    since: CLOCK - 600_000,
    ...changes,
  };
}

/** The plan, with the derived posts' cards changed (as mapping them again would change them). */
function planAndPaths(old: Catalog, answer: WordPressNow, clock = CLOCK) {
  const plan = planUpdate(old, answer, clock);
  const derived = new Set(plan.derive);
  const next = {
    ...plan.next,
    posts: plan.next.posts.map((item) =>
      derived.has(item.id) ? { ...item, cardDigest: `new-card-${item.id}` } : item,
    ),
  };
  return { plan, paths: plan.full ? null : pathsToRender(old, next, plan.derive) };
}

describe('planUpdate and pathsToRender: what an update renders again', () => {
  it('renders nothing but the sitemap and the search index when nothing changed', () => {
    const { plan, paths } = planAndPaths(catalog(), now({ posts: [POSTS[0] ?? crawled(1)] }));
    expect(plan).toMatchObject({ full: false, derive: [], removed: [], written: [] });
    expect(paths).toEqual(['/sitemap.xml']);
  });

  it('renders an edited post, and the listings that show it', () => {
    const edited = crawled(30, { day: 30, title: 'Editado' });
    const { plan, paths } = planAndPaths(catalog(), now({ posts: [edited] }));
    expect(plan.derive).toEqual([30]);
    expect(paths).toEqual(['/sitemap.xml', '/product/30', '/', SPA_FALLBACK_PATH, '/categoria/tecnologia']);
  });

  it('renders an edited post that no listing shows first without its listings', () => {
    const { paths } = planAndPaths(catalog(), now({ posts: [crawled(2, { day: 2, title: 'Editado' })] }));
    expect(paths).toEqual(['/sitemap.xml', '/product/2']);
  });

  it('removes a post that is no longer listed, or is password-protected now', () => {
    const published = new Set(POSTS.map(({ post }) => post.id).filter((id) => id !== 100));
    const { plan, paths } = planAndPaths(catalog(), now({ publishedIds: published, protectedIds: [29] }));
    expect(plan.removed.sort()).toEqual([100, 29]);
    expect(plan.next.protectedIds).toEqual([29]);
    expect(paths).toContain('/categoria/casa');
    expect(paths).toContain('/');
  });

  it('adds a new post to the catalog in the listing order', () => {
    const added = crawled(200, { day: 28 });
    const { plan } = planAndPaths(
      catalog(),
      now({ posts: [added], publishedIds: new Set([...POSTS.map(({ post }) => post.id), 200]) }),
    );
    expect(plan.derive).toEqual([200]);
    expect(plan.next.posts.slice(0, 4).map((item) => item.id)).toEqual([30, 29, 200, 28]);
  });

  it('renders the posts whose links lead to a post that came or went', () => {
    const old = catalog(
      POSTS.map((post) => entry(post, post.post.id === 5 ? { linkKeys: ['blog.example/post-200'] } : {})),
    );
    const added = crawled(200);
    const { plan } = planAndPaths(
      old,
      now({ posts: [added], publishedIds: new Set([...POSTS.map(({ post }) => post.id), 200]) }),
    );
    expect(plan.derive.sort((a, b) => a - b)).toEqual([5, 200]);
  });

  it('renders the products whose new or price judgments expired', () => {
    const old = catalog(POSTS.map((post) => entry(post, post.post.id === 7 ? { judgedUntil: CLOCK - 1 } : {})));
    expect(planAndPaths(old, now()).plan.derive).toEqual([7]);
    const later = catalog(POSTS.map((post) => entry(post, post.post.id === 7 ? { judgedUntil: CLOCK + 1 } : {})));
    expect(planAndPaths(later, now()).plan.derive).toEqual([]);
  });

  it("renders the home when 'Mais Lidas' changed", () => {
    const { paths } = planAndPaths(catalog(), now({ site: { ...site, mostReadIds: [3, 1] } }));
    expect(paths).toEqual(['/sitemap.xml', '/', SPA_FALLBACK_PATH]);
  });

  it('renders a site page whose WordPress page changed', () => {
    const page = { id: 9, slug: 'sobre', modified: undefined, title: { rendered: 'Sobre' } };
    const withPage = (content: string) => ({
      ...site,
      pages: [
        { ...page, excerpt: { rendered: '', protected: false }, content: { rendered: content, protected: false } },
      ],
    });
    const old = { ...catalog(), ...withPage('<p>Antes</p>') };
    expect(planAndPaths(old, now({ site: withPage('<p>Depois</p>') })).paths).toContain('/pagina/sobre');
  });

  it('renders every page when the categories, the site pages or the settings changed, not their counts', () => {
    const renamed = {
      ...site,
      categories: site.categories.map((category) => ({ ...category, name: `${category.name}!` })),
    };
    expect(planUpdate(catalog(), now({ site: renamed }), CLOCK).full).toBe(true);
    expect(
      planUpdate(catalog(), now({ site: { ...site, settings: { ...SETTINGS, priceFreshDays: 7 } } }), CLOCK).full,
    ).toBe(true);
    const withPlugin = { ...site, settings: { ...SETTINGS, companionPlugin: true } };
    expect(planUpdate(catalog(), now({ site: withPlugin }), CLOCK).full).toBe(true);
    const counted = {
      ...site,
      categories: site.categories.map((category) => ({ ...category, count: category.count + 5 })),
    };
    expect(planUpdate(catalog(), now({ site: counted }), CLOCK).full).toBe(false);
  });

  it('renders only what changed when the settings are the same, as the store reads them back', () => {
    const subscriptions = {
      newsletter: { version: 1, text: 'Quero receber a newsletter.' },
      priceAlert: { version: 1, text: 'Quero receber um alerta de preço.' },
    };
    // In the order the crawl sets them (the plugin's answer first); the store reads them back in its schema's.
    const read = { ...site, settings: { priceFreshDays: 7, subscriptions, companionPlugin: true } };
    const stored = v.parse(catalogSchema, JSON.parse(JSON.stringify({ ...catalog(), ...read })));
    expect(planUpdate(stored, now({ site: read }), CLOCK).full).toBe(false);
  });
});
