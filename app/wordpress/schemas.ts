import * as v from 'valibot';

import { WordPressError } from './client';

/**
 * Shapes of the WordPress REST fields the site reads (spec section 3). Every field falls back
 * instead of failing, so one odd post never hides the others; only a post without an id is dropped.
 */
const rendered = v.fallback(v.object({ rendered: v.fallback(v.string(), '') }), { rendered: '' });
/** `protected` is true for password-protected posts, whose text WordPress withholds. */
const protectedRendered = v.fallback(
  v.object({ rendered: v.fallback(v.string(), ''), protected: v.fallback(v.boolean(), false) }),
  { rendered: '', protected: false },
);
const optionalString = v.fallback(v.optional(v.string()), undefined);

/** `height` is optional: without it a size is still a srcset candidate, just not a shaped one. */
const mediaSize = v.object({
  source_url: v.string(),
  width: v.number(),
  height: v.fallback(v.optional(v.number()), undefined),
});

export const wpMediaSchema = v.object({
  source_url: optionalString,
  media_details: v.fallback(
    v.optional(
      v.object({
        sizes: v.fallback(v.optional(v.record(v.string(), v.fallback(v.optional(mediaSize), undefined))), undefined),
      }),
    ),
    undefined,
  ),
});

/** An amount in cents, as the companion plugin gives it. */
const cents = v.pipe(v.number(), v.integer(), v.minValue(1));
const isoDay = v.pipe(v.string(), v.isoDate());

const priceSource = v.fallback(v.optional(v.picklist(['store', 'manual'])), undefined);

/**
 * One row of the companion plugin's 'Ofertas' (`meta.offers`). Its price refresh adds the last
 * reading's availability, when the price was confirmed and where it came from; older plugins leave
 * them out, and an odd value counts as absent.
 */
const wpOfferSchema = v.object({
  store: v.string(),
  price_cents: cents,
  url: v.string(),
  availability: v.fallback(v.optional(v.picklist(['in_stock', 'out_of_stock', 'unknown'])), undefined),
  checked_at: v.fallback(v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))), undefined),
  price_source: priceSource,
});

/**
 * The companion plugin's price history (`price_history`, and GET /curadoria/v1/prices/{id}): every
 * change, oldest first (with its source since the price refresh), and the lowest price of the last
 * 90 days. An odd point is left out.
 */
const wpPriceHistorySchema = v.object({
  currency: v.fallback(v.string(), 'BRL'),
  points: v.fallback(
    v.array(
      v.fallback(
        v.optional(v.object({ date: isoDay, store: v.string(), price_cents: cents, source: priceSource })),
        undefined,
      ),
    ),
    [],
  ),
  lowest_90: v.fallback(v.nullable(v.object({ price_cents: cents, date: isoDay, store: v.string() })), null),
});

/** The post's fields of the companion plugin (price, link, offers...). */
const postMeta = v.fallback(
  v.object({
    price: v.fallback(v.optional(v.union([v.string(), v.number()])), undefined),
    affiliate_url: optionalString,
    /** Day the price was last checked at the shop (companion plugin), YYYY-MM-DD or ''. */
    price_checked_at: optionalString,
    /** The price as an amount in cents, 0 for none (companion plugin 1.4). */
    price_cents: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))), undefined),
    price_currency: optionalString,
    /** One row per shop (companion plugin 1.4); an odd row is left out. */
    offers: v.fallback(v.optional(v.array(v.fallback(v.optional(wpOfferSchema), undefined))), undefined),
  }),
  // WordPress sends `meta: []` when no meta is registered, hence the fallback to an empty object.
  {},
);

const embeddedTerm = v.object({
  id: v.number(),
  name: v.fallback(v.string(), ''),
  taxonomy: optionalString,
});

export const wpPostSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  date: optionalString,
  modified: optionalString,
  link: optionalString,
  title: rendered,
  excerpt: protectedRendered,
  content: protectedRendered,
  categories: v.fallback(v.array(v.number()), []),
  featured_media: v.fallback(v.number(), 0),
  meta: postMeta,
  /** Absent without the companion plugin 1.4: the product then simply has no history. */
  price_history: v.fallback(v.optional(wpPriceHistorySchema), undefined),
  _embedded: v.fallback(
    v.optional(
      v.object({
        'wp:featuredmedia': v.fallback(v.optional(v.array(v.fallback(wpMediaSchema, {}))), undefined),
        'wp:term': v.fallback(
          v.optional(v.array(v.fallback(v.array(v.fallback(v.optional(embeddedTerm), undefined)), []))),
          undefined,
        ),
      }),
    ),
    undefined,
  ),
});

/**
 * A post's version (GET …?_fields=id,modified,featured_media,meta,content.protected): what a
 * refresh compares first (see mapping/post-version.ts).
 */
export const wpPostVersionSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  modified: optionalString,
  featured_media: v.fallback(v.number(), 0),
  meta: postMeta,
  content: v.fallback(v.object({ protected: v.fallback(v.boolean(), false) }), { protected: false }),
});

export const wpCategorySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  /** The category's address part (`/categoria/{slug}`); WordPress always sends it. */
  slug: v.fallback(v.string(), ''),
  description: v.fallback(v.string(), ''),
  count: v.fallback(v.number(), 0),
});

/** A WordPress page (an institutional page of the site: about, privacy notice...). */
export const wpPageSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: v.string(),
  modified: optionalString,
  title: rendered,
  excerpt: protectedRendered,
  content: protectedRendered,
});

/** The REST index (GET /wp-json/?_fields=namespaces): the namespaces of the routes, one per plugin that adds some. */
export const wpRestIndexSchema = v.object({ namespaces: v.array(v.string()) });

/** One entry of the companion plugin's most viewed posts. */
export const wpPopularSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  views: v.pipe(v.number(), v.integer(), v.minValue(0)),
  clicks: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The companion plugin's settings (GET /curadoria/v1/config); the window is 1 to 365 days there. */
/** A consent text of the companion plugin's subscription forms, with its version. */
const wpConsentTextSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  text: v.pipe(v.string(), v.minLength(1)),
});

export const wpPluginConfigSchema = v.object({
  price_fresh_days: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  /** Plugin 1.6: whether it takes subscriptions, and the forms' consent texts (odd or absent: none). */
  subscriptions: v.fallback(
    v.optional(
      v.object({
        available: v.boolean(),
        consent: v.object({ newsletter: wpConsentTextSchema, price_alert: wpConsentTextSchema }),
      }),
    ),
    undefined,
  ),
});

export type WpPost = v.InferOutput<typeof wpPostSchema>;
export type WpPluginConfig = v.InferOutput<typeof wpPluginConfigSchema>;
export type WpPostVersion = v.InferOutput<typeof wpPostVersionSchema>;
export type WpOffer = v.InferOutput<typeof wpOfferSchema>;
export type WpPriceHistory = v.InferOutput<typeof wpPriceHistorySchema>;
/** One entry of a featured image's `media_details.sizes`. */
export type WpMediaSize = v.InferOutput<typeof mediaSize>;
export type WpPage = v.InferOutput<typeof wpPageSchema>;
export type WpCategory = v.InferOutput<typeof wpCategorySchema>;

/** Password-protected posts are not products: WordPress gives neither their text nor their excerpt. */
export function isProtectedPost(post: WpPost): boolean {
  return post.content.protected || post.excerpt.protected;
}

/**
 * Validates each item on its own and keeps the valid ones, logging what was dropped; a body that is
 * not a list at all is a `shape` error of the request `url`.
 */
export function parseEach<T>(schema: v.GenericSchema<unknown, T>, items: unknown, url: string): T[] {
  if (!Array.isArray(items)) throw new WordPressError('shape', url, 'the answer is not a list');
  const valid = items.flatMap((item) => {
    const result = v.safeParse(schema, item);
    return result.success ? [result.output] : [];
  });
  if (valid.length < items.length) {
    console.warn(`WordPress answered ${url} with ${items.length - valid.length} unusable item(s), left out`);
  }
  return valid;
}
