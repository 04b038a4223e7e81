// Build-time only: a stored post mapped into what the pages show, and what the build remembers of
// that mapping so that an update knows when to map it again.
import { SITE_TIME_ZONE } from '../../config/site';
import { dayIn } from '../../lib/zoned-time';
import { indexPermalinks } from '../content/content-urls';
import { parsePostContent } from '../content/parse-post-content';
import { cardFields } from '../mapping/card-fields';
import { mapPostToProduct } from '../mapping/map-post-to-product';
import { mapPostToProductDetail } from '../mapping/map-post-to-product-detail';
import { judgmentsValidUntil } from '../mapping/product-rules';
import { withSitePictures } from '../mapping/site-pictures';
import type { PictureLookup } from './pictures';
import type { WordPressSettings } from '../settings';
import type { Product } from '../types';
import { digestOf, type CrawledPost } from './catalog';
import { searchIndexEntry, storedSearchEntry } from './search-index.server';

/**
 * What a product's mapping depends on besides its post: the build's clock, the owner's settings and
 * the pictures the build took in.
 */
export interface MappingContext {
  now: Date;
  settings: WordPressSettings;
  pictures: PictureLookup;
}

/**
 * The catalog's permalinks (permalink key -> id): links between posts open the other post's page.
 * It notes the keys a mapping looks up, found or not: that post's page changes when a post with one
 * of those permalinks is published or removed.
 */
export class KnownPosts extends Map<string, string> {
  #looked: Set<string> | null = null;

  override get(key: string): string | undefined {
    this.#looked?.add(key);
    return super.get(key);
  }

  /** Runs `map` and returns what it returned with the keys it looked up. */
  recording<T>(map: () => T): { result: T; keys: string[] } {
    this.#looked = new Set();
    try {
      const result = map();
      return { result, keys: [...this.#looked].sort() };
    } finally {
      this.#looked = null;
    }
  }
}

/** The permalinks of a catalog's posts, for their links to one another. */
export function knownPostsOf(entries: readonly { id: number; link?: string }[]): KnownPosts {
  return new KnownPosts(indexPermalinks(entries));
}

function mapPost({ post, mediaUrl }: CrawledPost, { now, settings }: MappingContext): Product {
  return mapPostToProduct(post, { now, mediaUrl, priceFreshDays: settings.priceFreshDays });
}

/** A product's card (what listings show): the product page's product without what only that page shows. */
export function mapCard(crawled: CrawledPost, context: MappingContext): Product {
  return withSitePictures(cardFields(mapPost(crawled, context)), context.pictures);
}

/** A product's page: its card with the content. */
export function mapProduct(
  crawled: CrawledPost,
  context: MappingContext,
  knownPosts: ReadonlyMap<string, string>,
): Product {
  const product = mapPostToProductDetail(crawled.post, mapPost(crawled, context), {
    parseContent: parsePostContent,
    knownPosts,
  });
  return withSitePictures(product, context.pictures);
}

/** What the build keeps of a product's mapping (the catalog's entry fields and the search entry). */
export interface DerivedPost {
  cardDigest: string;
  linkKeys: string[];
  judgedUntil: number | null;
  /** The product's entry of the search index, as the store keeps it (storedSearchEntry). */
  searchEntry: string;
}

export function derivePost(crawled: CrawledPost, context: MappingContext, knownPosts: KnownPosts): DerivedPost {
  const { result: product, keys } = knownPosts.recording(() => mapProduct(crawled, context, knownPosts));
  const entry = searchIndexEntry(product);
  const card = entry.product;
  // A price history is judged on the day the build read WordPress (its `today`), and an offer's
  // check is told in days before it ('verificado ontem'; every product with offers has claims):
  // a new day is new data.
  const judgedByDay = product.priceHistory !== undefined || product.priceClaims !== undefined;
  const untils = [judgmentsValidUntil(product, context.now), judgedByDay ? nextDayStart(context.now) : null];
  return {
    cardDigest: digestOf(JSON.stringify(card)),
    linkKeys: keys,
    judgedUntil: untils.reduce<number | null>(
      (first, until) => (until === null ? first : Math.min(first ?? until, until)),
      null,
    ),
    searchEntry: storedSearchEntry(entry),
  };
}

const nextDays = new Map<number, number>();

/** The first instant after `now` of another day in the site's time zone (the price history's `today`). */
function nextDayStart(now: Date): number {
  const known = nextDays.get(now.getTime());
  if (known !== undefined) return known;
  const today = dayIn(SITE_TIME_ZONE, now);
  // A day lasts between 23 and 25 hours: the first instant of the next one lies within 25 hours.
  let before = now.getTime();
  let after = before + 25 * 60 * 60 * 1000;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (dayIn(SITE_TIME_ZONE, new Date(middle)) === today) before = middle;
    else after = middle;
  }
  nextDays.set(now.getTime(), after);
  return after;
}
