import { catalog, PLACEHOLDER_IMAGE } from '@/config/site';
import { htmlToInlineText } from '@/lib/html-to-text';
import { isHttpUrl } from '../../lib/wordpress-url';

import type { WpMediaSize, WpPost } from '../schemas';
import type { Product } from '../types';
import { mapPrices } from './map-prices';
import { rejudgePrices } from './offer-checks';
import { versionField } from './post-version';
import { isNewProduct, priceFreshness } from './product-rules';

const FALLBACK_TITLE = '(Sem título)';
const FALLBACK_DESCRIPTION = 'Descrição não disponível';

/** Width over height of the box every product image is shown in (`aspect-[4/3] object-cover`). */
const IMAGE_SLOT_ASPECT_RATIO = 4 / 3;
/** WordPress rounds sizes to whole pixels, so a size cut for the slot may be a little off 4:3. */
const IMAGE_ASPECT_TOLERANCE = 0.01;

export interface MappingContext {
  /**
   * When WordPress was read (the build's snapshot, or the browser's request): the day of it, in the
   * site's time zone, is the "today" the price history is judged on, so a page and its data agree.
   */
  now: Date;
  /** The owner's price freshness window, in days (companion plugin setting, else the site's constant). */
  priceFreshDays: number;
  /** Featured image fetched separately when the embedded data did not carry it. */
  mediaUrl?: string | null;
}

/**
 * Maps a validated WordPress post into the Product a card shows, applying every fallback of spec
 * sections 5 and 9. The content is left out: lists never show it (mapPostToProductDetail adds it).
 */
export function mapPostToProduct(post: WpPost, { now, mediaUrl, priceFreshDays }: MappingContext): Product {
  const publishedAt = toIsoDay(post.date);
  const { price, offerUrl, ...prices } = mapPrices(post, { now, priceFreshDays });
  return {
    id: String(post.id),
    title: htmlToInlineText(post.title.rendered) || FALLBACK_TITLE,
    description: htmlToInlineText(post.excerpt.rendered) || FALLBACK_DESCRIPTION,
    ...imageOf(post, mediaUrl),
    category: categoryName(post),
    categoryId: post.categories[0],
    price: price ?? priceText(post.meta.price),
    affiliateUrl:
      offerUrl !== undefined
        ? offerUrl
        : ([post.meta.affiliate_url, post.link].find(
            (url): url is string => typeof url === 'string' && isHttpUrl(url),
          ) ?? null),
    isNew: publishedAt !== undefined && isNewProduct(publishedAt, now),
    publishedAt,
    // Dated offers say when each price was confirmed: the post's one date would only repeat it.
    ...(prices.offers?.some((offer) => offer.check !== undefined)
      ? {}
      : priceCheck(post.meta.price_checked_at, now, priceFreshDays)),
    ...prices,
    ...versionField(post),
  };
}

/**
 * A product read earlier, with the rules that depend on the day judged again at `now` (new, price
 * freshness, each offer's check). Its price claims and history stay as of the day they were read
 * (the history says which): with the same prices, the days that pass can only give the price rules
 * more to say, never make a claim untrue (see price-rules.ts), so keeping them errs on saying less;
 * only a shown price older than the owner's setting loses them (offer-rules.ts).
 */
export function rejudgeProduct(product: Product, { now, priceFreshDays }: Omit<MappingContext, 'mediaUrl'>): Product {
  return {
    ...rejudgePrices(product, now),
    isNew: product.publishedAt !== undefined && isNewProduct(product.publishedAt, now),
    ...priceCheck(product.priceCheckedAt, now, priceFreshDays),
  };
}

/** The price's check date, judged once here (like isNew) so prerendered and hydrated pages agree. */
function priceCheck(
  checkedAt: string | undefined,
  now: Date,
  freshDays: number,
): Pick<Product, 'priceCheckedAt' | 'priceFreshUntil' | 'priceMayHaveChanged'> {
  const day = toIsoDay(checkedAt);
  const freshness = day === undefined ? null : priceFreshness(day, now, freshDays);
  return day === undefined || freshness === null ? {} : { priceCheckedAt: day, ...freshness };
}

/** Whether the post carries a featured image that `_embed` did not include. */
export function needsMediaRequest(post: WpPost): boolean {
  return post.featured_media > 0 && !post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
}

function categoryName(post: WpPost): string {
  const firstId = post.categories[0];
  const terms = post._embedded?.['wp:term']?.flat() ?? [];
  const match = terms.find((term) => term !== undefined && term.id === firstId && term.taxonomy !== 'post_tag');
  const name = match ? htmlToInlineText(match.name) : '';
  return name || catalog.defaultCategory;
}

function priceText(price: string | number | undefined): string {
  const text = price === undefined ? '' : htmlToInlineText(String(price));
  return text || catalog.defaultPrice;
}

function toIsoDay(date: string | undefined): string | undefined {
  const day = date?.slice(0, 10);
  return day !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : undefined;
}

/** The featured image's upload (http(s)): embedded in the post, else asked for apart (`mediaUrl`). */
export function featuredImageSource(post: WpPost, mediaUrl: string | null | undefined): string | undefined {
  const embeddedUrl = post._embedded?.['wp:featuredmedia']?.[0]?.source_url;
  return [embeddedUrl, mediaUrl].find((url): url is string => typeof url === 'string' && isHttpUrl(url));
}

/**
 * The image and its srcset. The box crops to 4:3, so up to the widest size of that shape WordPress
 * has (the companion plugin's crops) only those are offered: a taller file would be downloaded whole
 * and shown in part. Wider screens still get the wider sizes. Media without such sizes (uploads older
 * than the plugin) offer the sizes of the upload's own shape: a size cut to another shape (the
 * square thumbnail) would show another part of the picture. The image itself stays the upload:
 * shares and search engines take it whole.
 */
function imageOf(
  post: WpPost,
  mediaUrl: string | null | undefined,
): Pick<Product, 'image' | 'imageSrcSet' | 'imageAspectRatio'> {
  const embeddedImage = post._embedded?.['wp:featuredmedia']?.[0];
  const image = featuredImageSource(post, mediaUrl);
  if (image === undefined || embeddedImage === undefined || image !== embeddedImage.source_url) {
    return { image: image ?? PLACEHOLDER_IMAGE };
  }
  const sizes = srcSetSizes(usableSizes(embeddedImage.media_details?.sizes));
  if (sizes.length <= 1) return { image };
  const narrowest = sizes[0];
  return {
    image,
    imageSrcSet: srcSetOf(sizes),
    ...(narrowest?.height ? { imageAspectRatio: narrowest.width / narrowest.height } : {}),
  };
}

/**
 * The 4:3 sizes and those wider than all of them; when none is 4:3, the sizes of the widest one's
 * shape (the upload's), or every size when that shape is unknown.
 */
function srcSetSizes(sizes: WpMediaSize[]): WpMediaSize[] {
  const widestSlotSize = sizes.filter((size) => hasShape(size, IMAGE_SLOT_ASPECT_RATIO)).at(-1);
  if (widestSlotSize !== undefined) {
    return sizes.filter((size) => hasShape(size, IMAGE_SLOT_ASPECT_RATIO) || size.width > widestSlotSize.width);
  }
  const widest = sizes.at(-1);
  if (widest?.height === undefined || widest.height <= 0) return sizes;
  const uploadShape = widest.width / widest.height;
  return sizes.filter((size) => hasShape(size, uploadShape));
}

/** The sizes that can be srcset candidates, narrowest first. */
function usableSizes(sizes: Record<string, WpMediaSize | undefined> | undefined): WpMediaSize[] {
  return (
    Object.values(sizes ?? {})
      // A comma or space inside a URL would split the srcset candidate list.
      .filter(
        (size): size is WpMediaSize =>
          size !== undefined && size.width > 0 && isHttpUrl(size.source_url) && !/[\s,]/.test(size.source_url),
      )
      .sort((a, b) => a.width - b.width)
  );
}

/** Whether the size is `aspectRatio` (width over height) within WordPress's pixel rounding. */
function hasShape({ width, height }: WpMediaSize, aspectRatio: number): boolean {
  if (height === undefined || height <= 0) return false;
  return Math.abs(width / height / aspectRatio - 1) <= IMAGE_ASPECT_TOLERANCE;
}

/**
 * One candidate per width (two would make the srcset invalid, and the browser would keep the
 * first): the shortest, which covers the box with the fewest bytes.
 */
function srcSetOf(sizes: WpMediaSize[]): string {
  const byWidth = new Map<number, WpMediaSize>();
  for (const size of sizes) {
    const kept = byWidth.get(size.width);
    if (kept === undefined || (size.height ?? Infinity) < (kept.height ?? Infinity)) byWidth.set(size.width, size);
  }
  return [...byWidth.values()].map((size) => `${size.source_url} ${size.width}w`).join(', ');
}
