import type { ReactNode } from 'react';
import { useLocation } from 'react-router';

import { AdBlock } from '@/features/ads/ad-block';
import { LISTING_TITLE_CLASS } from '@/features/filters/listing-title';
import { LatestPostsList } from '@/features/products/components/latest-posts-list';
import { ListingBanner } from '@/features/products/components/listing-banner';
import { ListingEmpty, ListingLoading, ListingUpdating } from '@/features/products/components/listing-states';
import { LoadMoreButton } from '@/features/products/components/load-more-button';
import { ProductGrid } from '@/features/products/components/product-grid';
import { PromoBanner } from '@/features/products/components/promo-banner';
import type { ProductListing } from '@/features/products/decide-listing';
import { NewsletterSignup } from '@/features/subscriptions/newsletter-signup';
import { ConfigureWordPressButton } from '@/features/wordpress-connection/configure-wordpress-button';
import { cn } from '@/lib/cn';

interface ListingPageProps {
  listing: ProductListing;
  title: string;
  /** Between the banner and the title: a shared search link's early results, a category's breadcrumb. */
  beforeTitle?: ReactNode;
  /** Under the title: a category's description. */
  afterTitle?: ReactNode;
  /** Above 'Últimas Publicações' in the sidebar: the home's 'Mais Lidas'. */
  sidebarTop?: ReactNode;
  /** The page holds the prerendered list, not the one its address asks for (app.css hides it meanwhile). */
  unfilteredPrerender: boolean;
  /** Kept out of sight: the page is leaving for another one. */
  hidden?: boolean;
}

/**
 * Not a route: the listing page the home and the category pages share (spec section 2's home screen).
 * The banner, the title, the loading and empty states, the grid with its ads, 'Carregar mais', then
 * the newsletter and the sidebar.
 */
export function ListingPage({
  listing,
  title,
  beforeTitle,
  afterTitle,
  sidebarTop,
  unfilteredPrerender,
  hidden = false,
}: ListingPageProps) {
  const { pathname } = useLocation();
  const loading = listing.mode === 'loading';
  const loaded = listing.mode === 'live' || listing.mode === 'sample';
  return (
    <div
      className={cn('mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_300px]', hidden && 'invisible')}
      data-unfiltered-prerender={unfilteredPrerender ? '' : undefined}
    >
      <div className="relative min-w-0 space-y-6">
        <ListingBanner
          mode={listing.mode}
          reachable={listing.reachable}
          error={listing.error}
          configureAction={<ConfigureWordPressButton />}
        />
        {beforeTitle}
        <h1 className={LISTING_TITLE_CLASS}>{title}</h1>
        {afterTitle}
        {loading && <ListingLoading />}
        {listing.updating === true && <ListingUpdating />}
        {/* An empty result stays while the next search loads, as results do: nothing moves meanwhile. */}
        {loaded && listing.products.length === 0 && <ListingEmpty />}
        <ProductGrid products={listing.products} renderAd={(position) => <AdBlock key={`${pathname}-${position}`} />} />
        {listing.hasMore && <LoadMoreButton isLoading={listing.isLoadingMore} onLoadMore={listing.loadMore} />}
        {/* What follows the list waits for it: were it shown beside the loading cards, it would move
            when fewer products (or none) replace them. Under a shared link's early empty state it is
            already on screen (app.css), and stays while the app searches. */}
        {(!loading || unfilteredPrerender) && <NewsletterSignup />}
      </div>
      {!loading && (
        <aside className="space-y-6" aria-label="Destaques">
          {sidebarTop}
          <LatestPostsList products={listing.products} loaded={loaded} />
          <PromoBanner />
        </aside>
      )}
    </div>
  );
}
