import { useLocation } from 'react-router';

import { useScrollToHash } from '@/components/layout/use-scroll-to-hash';
import { AdBlock } from '@/features/ads/ad-block';
import { useCatalogFilters } from '@/features/filters/use-catalog-filters';
import { useCategoryPageRedirect } from '@/features/filters/use-category-page-redirect';
import { LISTING_TITLE_CLASS, listingTitle } from '@/features/filters/listing-title';
import { useEarlyResults } from '@/features/filters/use-early-results';
import { EarlyResults } from '@/features/products/components/early-results';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { LatestPostsList } from '@/features/products/components/latest-posts-list';
import { ListingBanner } from '@/features/products/components/listing-banner';
import { ListingEmpty, ListingLoading } from '@/features/products/components/listing-states';
import { LoadMoreButton } from '@/features/products/components/load-more-button';
import { MostReadList } from '@/features/products/components/most-read-list';
import { ProductGrid } from '@/features/products/components/product-grid';
import { PromoBanner } from '@/features/products/components/promo-banner';
import { productListQuery } from '@/wordpress/queries';
import { SAMPLE_LISTING } from '@/wordpress/samples/live-or-samples';
import { homeSeed, mostReadSeed } from '@/wordpress/build/build-data.server';
import { useCategories } from '@/features/products/use-categories';
import { useMostRead } from '@/features/products/use-most-read';
import { useProductListing } from '@/features/products/use-product-listing';
import { catalogMeta } from '@/features/seo/catalog-meta';
import { ConfigureWordPressButton } from '@/features/wordpress-connection/configure-wordpress-button';
import { getQueryClient } from '@/wordpress/query-client';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

import type { Route } from './+types/home';

export async function loader() {
  const [seed, mostRead] = await Promise.all([homeSeed(), mostReadSeed()]);
  return { seed, mostRead, listed: seed?.data.products ?? SAMPLE_LISTING };
}

/** Client navigations need no build data (the queries fetch themselves); the metadata uses what is cached. */
export function clientLoader() {
  const wordpress = currentLiveWordPress();
  if (wordpress === null) return { seed: null, mostRead: null, listed: SAMPLE_LISTING };
  const cached = getQueryClient().getQueryData(productListQuery(wordpress).queryKey);
  return { seed: null, mostRead: null, listed: cached?.pages[0]?.products ?? [] };
}

export { revalidateOnOtherPage as shouldRevalidate } from '@/lib/same-page-revalidation';

export const meta: Route.MetaFunction = ({ loaderData }) => catalogMeta(loaderData.listed);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, category, typing, searchAhead } = useCatalogFilters();
  const listing = useProductListing({ search, category, typing, searchAhead, seed: loaderData.seed });
  const mostRead = useMostRead(listing.products, loaderData.mostRead);
  const categories = useCategories();
  const leaving = useCategoryPageRedirect(categories.links, categories.isSettled);
  const { pathname } = useLocation();
  // '/#mais-lidas' (the menu's 'Mais Lidas'): the list's place is known once the grid above it is.
  useScrollToHash(listing.mode !== 'loading');
  // Until the app runs, this is the prerendered page without filters (hidden for a shared filtered link,
  // and for a shared search link until the app's results replace the early ones).
  const prerendered = !useHydrated();
  const loading = listing.mode === 'loading';
  // A shared search link's first results, drawn before the app runs, stay until the app's replace them
  // (or its error, which the visitor must see).
  const early = useEarlyResults({ prerendered, loading: loading && listing.error === undefined, search });

  return (
    <div
      className={cn(
        'mx-auto grid max-w-7xl gap-8 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_300px]',
        leaving && 'invisible',
      )}
      data-unfiltered-prerender={early ? '' : undefined}
    >
      <div className="relative min-w-0 space-y-6">
        <ListingBanner mode={listing.mode} error={listing.error} configureAction={<ConfigureWordPressButton />} />
        {early && <EarlyResults />}
        <h1 className={LISTING_TITLE_CLASS}>{listingTitle(search, category)}</h1>
        {loading && <ListingLoading />}
        {(listing.mode === 'live' || listing.mode === 'sample') && listing.products.length === 0 && <ListingEmpty />}
        <ProductGrid products={listing.products} renderAd={(position) => <AdBlock key={`${pathname}-${position}`} />} />
        {listing.hasMore && <LoadMoreButton isLoading={listing.isLoadingMore} onLoadMore={listing.loadMore} />}
        {/* What follows the list waits for it: were it shown beside the loading cards, it would move
            when fewer products (or none) replace them. */}
        {!loading && <NewsletterSignup />}
      </div>
      {!loading && (
        <aside className="space-y-6" aria-label="Destaques">
          <MostReadList products={mostRead} />
          <LatestPostsList products={listing.products} loaded={listing.mode === 'live' || listing.mode === 'sample'} />
          <PromoBanner />
        </aside>
      )}
    </div>
  );
}
