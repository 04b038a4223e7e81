import type { ReactNode } from 'react';

import {
  AFTER_FIRST_SCREEN_ID,
  AFTER_WIDE_FIRST_ROW_ID,
  WIDE_FIRST_ROW_CARDS,
  WIDE_SCREEN_MEDIA,
} from '@/config/first-screen';
import { catalog } from '@/config/site';
import { interleaveAds } from '@/lib/interleave-ads';

import type { Product } from '@/wordpress/types';
import { ProductCard } from './product-card';

/**
 * Only the first card's image loads at once, at high priority: on a phone it is the largest paint,
 * and the other images would share its bandwidth. The rest load lazily, as they near the screen.
 */
export const PRIORITY_CARDS = 1;

/**
 * Cards below the first screen are laid out, and their images fetched, only as they come near it: on
 * a phone the largest image then has the bandwidth to itself. The first row (four cards on wide
 * screens, two on medium ones) and the second card on a phone are on screen and render at once.
 */
export function offscreenLayout(index: number): string | undefined {
  if (index >= 4) return '[contain-intrinsic-size:auto_24rem] [content-visibility:auto]';
  if (index >= 2) return 'max-md:[contain-intrinsic-size:auto_24rem] max-md:[content-visibility:auto]';
  return undefined;
}

/** The grid's layout; the early results of a shared search link (app/early-search.ts) use it too. */
export const PRODUCT_GRID_CLASS = 'grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-4';

function firstScreenMarker(index: number): string | undefined {
  if (index === 1) return AFTER_FIRST_SCREEN_ID;
  if (index === WIDE_FIRST_ROW_CARDS) return AFTER_WIDE_FIRST_ROW_ID;
  return undefined;
}

interface ProductGridProps {
  products: readonly Product[];
  /** Renders the full-width advertising row that follows every 8th product. */
  renderAd: (position: number) => ReactNode;
}

export function ProductGrid({ products, renderAd }: ProductGridProps) {
  // No empty box: the listing's spacing under it (a grid's margins do not collapse through it) would
  // put what follows an empty list lower than a shared link's early empty state does (app.css, early-empty).
  if (products.length === 0) return null;
  return (
    <div className={PRODUCT_GRID_CLASS}>
      {/* Prerendering only: React puts it in the page's <head>, where it holds a wide screen's first paint. A
          browser reads it only before the <body> starts, so the app's bundle does without it. */}
      {import.meta.env.SSR && (
        <link rel="expect" href={`#${AFTER_WIDE_FIRST_ROW_ID}`} blocking="render" media={WIDE_SCREEN_MEDIA} />
      )}
      {interleaveAds(products, catalog.adEvery).map((entry, index) =>
        entry.kind === 'ad' ? (
          <div key={`ad-${entry.position}`} className="col-span-full">
            {renderAd(entry.position)}
          </div>
        ) : (
          <ProductCard
            key={entry.item.id}
            id={firstScreenMarker(index)}
            product={entry.item}
            priority={index < PRIORITY_CARDS}
            className={offscreenLayout(index)}
          />
        ),
      )}
    </div>
  );
}
