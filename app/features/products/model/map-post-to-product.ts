import { catalog, PLACEHOLDER_IMAGE } from '@/config/site';
import { htmlToInlineText } from '@/lib/html-to-text';
import { isHttpUrl } from '@/lib/wordpress-url';

import type { WpPost } from '../api/wordpress-schemas';
import type { Product } from './product';
import { isNewProduct, isPriceStale } from './product-rules';

const FALLBACK_TITLE = '(Sem título)';
const FALLBACK_DESCRIPTION = 'Descrição não disponível';

export interface MappingContext {
  now: Date;
  /** Featured image fetched separately when the embedded data did not carry it. */
  mediaUrl?: string | null;
}

/**
 * Maps a validated WordPress post into the Product a card shows, applying every fallback of spec
 * sections 5 and 9. The content is left out: lists never show it (mapPostToProductDetail adds it).
 */
export function mapPostToProduct(post: WpPost, { now, mediaUrl }: MappingContext): Product {
  const publishedAt = toIsoDay(post.date);
  const embeddedImage = post._embedded?.['wp:featuredmedia']?.[0];
  const embeddedUrl = embeddedImage?.source_url;
  const image = [embeddedUrl, mediaUrl].find((url): url is string => typeof url === 'string' && isHttpUrl(url));
  return {
    id: String(post.id),
    title: htmlToInlineText(post.title.rendered) || FALLBACK_TITLE,
    description: htmlToInlineText(post.excerpt.rendered) || FALLBACK_DESCRIPTION,
    image: image ?? PLACEHOLDER_IMAGE,
    imageSrcSet: image === embeddedUrl ? srcSetOf(embeddedImage?.media_details?.sizes) : undefined,
    category: categoryName(post),
    categoryId: post.categories[0],
    price: priceText(post.meta.price),
    affiliateUrl:
      [post.meta.affiliate_url, post.link].find((url): url is string => typeof url === 'string' && isHttpUrl(url)) ??
      null,
    isNew: publishedAt !== undefined && isNewProduct(publishedAt, now),
    publishedAt,
    ...priceCheck(post.meta.price_checked_at, now),
  };
}

/** The price's check date, judged once here (like isNew) so prerendered and hydrated pages agree. */
function priceCheck(checkedAt: string | undefined, now: Date): Pick<Product, 'priceCheckedAt' | 'priceMayHaveChanged'> {
  const day = toIsoDay(checkedAt);
  return day === undefined ? {} : { priceCheckedAt: day, priceMayHaveChanged: isPriceStale(day, now) };
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

type MediaSizes = Record<string, { source_url: string; width: number } | undefined> | undefined;

function srcSetOf(sizes: MediaSizes): string | undefined {
  const candidates = Object.values(sizes ?? {})
    // A comma or space inside a URL would split the srcset candidate list.
    .filter(
      (size): size is { source_url: string; width: number } =>
        size !== undefined && size.width > 0 && isHttpUrl(size.source_url) && !/[\s,]/.test(size.source_url),
    )
    .sort((a, b) => a.width - b.width)
    .map((size) => `${size.source_url} ${size.width}w`);
  return candidates.length > 1 ? [...new Set(candidates)].join(', ') : undefined;
}
