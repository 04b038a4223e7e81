import { productPath } from '@/config/paths';
import { HELD_IMAGE_ATTRIBUTE } from '@/config/page-markers';
import { isHttpUrl } from '@/lib/wordpress-url';

import { imageSource, imageSourceSet } from '@/wordpress/image-source';
import { pictureSrcSet } from '@/wordpress/site-picture';
import type { Product } from '@/wordpress/types';
import { CATEGORY_COLOURS, NEUTRAL } from './category-badge';
import { CARD_IMAGE_WIDTHS } from './product-card';
import { imageSizes } from './product-image';

// ProductCard's markup, built with the DOM instead of React: the results a shared search link paints
// before the app runs (app/early-search.ts). The app then draws ProductCard in the same place, so the
// two must be the same element for element; early-product-card.test.tsx renders both and compares them.

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.append(...children);
  return node;
}

function badge(document: Document, colours: string, text: string): HTMLSpanElement {
  return element(document, 'span', `${BADGE} ${colours}`, text);
}

function cardImage(document: Document, product: Product, priority: boolean): HTMLElement {
  const image = document.createElement('img');
  // How to fetch it before what to fetch: the request starts with the priority set then.
  image.setAttribute('loading', priority ? 'eager' : 'lazy');
  if (priority) image.setAttribute('fetchpriority', 'high');
  else image.setAttribute('decoding', 'async');
  if (!priority) image.setAttribute(HELD_IMAGE_ATTRIBUTE, '');
  image.setAttribute('alt', '');
  image.setAttribute('width', '800');
  image.setAttribute('height', '600');
  image.className = 'size-full object-cover';
  // Only http(s) addresses become images (the index comes from the build, but is still data).
  const src = imageSource(product.image);
  const box = (content: HTMLElement) =>
    element(document, 'div', 'aspect-[4/3] w-full overflow-hidden bg-slate-100', content);
  if (product.picture !== undefined) {
    // The build's copies, cut to the box: a `<picture>` as AvifSources draws it.
    const sizes = imageSizes(CARD_IMAGE_WIDTHS, undefined);
    const source = document.createElement('source');
    source.setAttribute('type', 'image/avif');
    source.setAttribute('srcset', pictureSrcSet(product.picture, 'avif'));
    source.setAttribute('sizes', sizes);
    image.setAttribute('sizes', sizes);
    image.setAttribute('srcset', pictureSrcSet(product.picture, 'webp'));
    if (isHttpUrl(src) || src.startsWith('/')) image.setAttribute('src', src);
    const picture = document.createElement('picture');
    picture.append(source, image);
    return box(picture);
  }
  const srcSet = imageSourceSet(product.imageSrcSet);
  if (srcSet !== undefined) {
    image.setAttribute('sizes', imageSizes(CARD_IMAGE_WIDTHS, product.imageAspectRatio));
    image.setAttribute('srcset', srcSet);
  }
  if (isHttpUrl(src) || src.startsWith('/')) image.setAttribute('src', src);
  return box(image);
}

/** ProductCard for `product` (`className`: the grid's, as ProductGrid gives it). */
export function earlyProductCard(
  document: Document,
  product: Product,
  priority: boolean,
  className: string | undefined,
): HTMLElement {
  const badges = element(
    document,
    'div',
    'flex flex-wrap gap-1.5',
    badge(document, CATEGORY_COLOURS[product.category] ?? NEUTRAL, product.category),
  );
  if (product.isNew) badges.append(badge(document, 'bg-brand-600 text-white', 'Novo'));
  const price = element(
    document,
    'p',
    'mt-auto flex flex-wrap items-center gap-2 text-sm font-semibold text-emerald-700',
    product.price,
  );
  if (product.priceClaims?.lowestIn90Days) {
    price.append(badge(document, 'bg-emerald-100 text-emerald-800', 'Menor preço em 90 dias'));
  }
  if (product.priceCheck?.stale) {
    price.append(element(document, 'span', 'w-full text-xs font-normal text-slate-600', product.priceCheck.lastPrice));
  }
  const link = element(
    document,
    'a',
    'flex h-full flex-col focus-visible:outline-2 focus-visible:outline-brand-600',
    cardImage(document, product, priority),
    element(
      document,
      'div',
      'flex flex-1 flex-col gap-2 p-4',
      badges,
      element(document, 'h2', 'line-clamp-2 font-semibold text-slate-900 group-hover:text-brand-700', product.title),
      price,
    ),
  );
  link.setAttribute('href', productPath(product.id));
  // React Router's Link marks the links whose routes it discovers ahead; the app adopts this one as its own.
  link.dataset.discover = 'true';
  const card = element(
    document,
    'article',
    [
      'group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
      className,
    ]
      .filter(Boolean)
      .join(' '),
    link,
  );
  card.dataset.testid = 'product-card';
  return card;
}
