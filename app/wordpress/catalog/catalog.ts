// The build's catalog: what the build read of WordPress, as the site builder (site-builder/) keeps it
// on disk and the pages' loaders read it (catalog-data.server.ts). Its shapes are validated whenever
// the builder reads them back.
import { createHash } from 'node:crypto';

import * as v from 'valibot';

import { wpCategorySchema, wpPageSchema, wpPostSchema, type WpPost } from '../schemas';
import { DEFAULT_SETTINGS } from '../settings';

/** The catalog's format: a build kept in another one cannot be updated (a full build is needed). */
export const CATALOG_VERSION = 3;

/** A post as the build keeps it: the post, and its featured image when `_embed` did not carry it. */
export interface CrawledPost {
  post: WpPost;
  /** From the media endpoint (null: it failed, the card shows the placeholder); absent when not needed. */
  mediaUrl?: string | null;
}

export const crawledPostSchema = v.object({
  post: wpPostSchema,
  mediaUrl: v.optional(v.nullable(v.string())),
});

const catalogEntrySchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** WordPress's `date` (site time): the listing's order. */
  date: v.string(),
  /** Last modification day (YYYY-MM-DD or ''), for the sitemap. */
  modified: v.string(),
  /** The permalink, which other posts' links to this one resolve by. */
  link: v.optional(v.string()),
  categories: v.array(v.number()),
  /** Digest of the stored post: an update compares it with what WordPress answers now. */
  digest: v.string(),
  /** Digest of the product's card: a listing page changes when one of its cards does. */
  cardDigest: v.string(),
  /** The permalinks the content's links were looked up by: the page changes when one is published or removed. */
  linkKeys: v.array(v.string()),
  /** When the product's judgments that depend on the clock (new, price) change; null: never. */
  judgedUntil: v.nullable(v.number()),
});

export const catalogSchema = v.object({
  version: v.literal(CATALOG_VERSION),
  /** The WordPress read (REST base), null for a build from the samples. */
  baseUrl: v.nullable(v.string()),
  /** False for a build from the samples: there is nothing to update. */
  wordpressRead: v.boolean(),
  /** The build's clock when it read WordPress: the pages' `fetchedAt`, and `now` for the mapping. */
  fetchedAt: v.number(),
  /** WordPress's clock when it was read, a little earlier: an update asks for posts modified after it. */
  since: v.number(),
  categories: v.array(wpCategorySchema),
  pages: v.array(wpPageSchema),
  mostReadIds: v.nullable(v.array(v.number())),
  settings: v.object({
    priceFreshDays: v.number(),
    companionPlugin: v.nullable(v.boolean()),
    subscriptions: v.optional(
      v.object({
        newsletter: v.object({ version: v.number(), text: v.string() }),
        priceAlert: v.object({ version: v.number(), text: v.string() }),
      }),
    ),
  }),
  /** Posts WordPress lists that are password-protected: public, but not products. */
  protectedIds: v.array(v.number()),
  /** The products, newest first (the listing's order). */
  posts: v.array(catalogEntrySchema),
});

export type Catalog = v.InferOutput<typeof catalogSchema>;
export type CatalogEntry = v.InferOutput<typeof catalogEntrySchema>;
export type CatalogDraft = Omit<Catalog, 'version'>;

/** The listing's order: newest first by WordPress's `date`, then by id, as WordPress sorts. */
export function byListingOrder(a: Pick<CatalogEntry, 'date' | 'id'>, b: Pick<CatalogEntry, 'date' | 'id'>): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return b.id - a.id;
}

export function digestOf(text: string): string {
  return createHash('sha1').update(text).digest('base64url');
}

/** The digest of a post as the build keeps it: an update compares it with what WordPress answers now. */
export function postDigest(crawled: CrawledPost): string {
  return digestOf(JSON.stringify(crawled));
}

/** A catalog entry for a post just read, before its mapping is derived (derivePost fills the rest). */
export function entryOf({ post }: CrawledPost, digest: string): CatalogEntry {
  return {
    id: post.id,
    date: post.date ?? '',
    modified: (post.modified ?? post.date ?? '').slice(0, 10),
    link: post.link,
    categories: post.categories,
    digest,
    cardDigest: '',
    linkKeys: [],
    judgedUntil: null,
  };
}

/**
 * The catalog of a build from the samples: without WordPress (`baseUrl` null), or when the configured
 * one could not be read and the owner allowed it (its pages still name it, and ask it in the browser).
 */
export function sampleCatalog(baseUrl: string | null, clock: number): CatalogDraft {
  return {
    baseUrl,
    wordpressRead: false,
    fetchedAt: clock,
    since: clock,
    categories: [],
    pages: [],
    mostReadIds: null,
    settings: DEFAULT_SETTINGS,
    protectedIds: [],
    posts: [],
  };
}
