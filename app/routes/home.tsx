import { useScrollToHash } from '@/components/layout/use-scroll-to-hash';
import { useCatalogFilters } from '@/features/filters/use-catalog-filters';
import { useCategoryPageRedirect } from '@/features/filters/use-category-page-redirect';
import { listingTitle } from '@/features/filters/listing-title';
import { useEarlyResults } from '@/features/filters/use-early-results';
import { EarlyResults } from '@/features/products/components/early-results';
import { MostReadList } from '@/features/products/components/most-read-list';
import { productListQuery } from '@/wordpress/queries';
import { SAMPLE_LISTING } from '@/wordpress/samples/live-or-samples';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { useCategories } from '@/features/products/use-categories';
import { useMostRead } from '@/features/products/use-most-read';
import { useProductListing } from '@/features/products/use-product-listing';
import { catalogMeta } from '@/features/seo/catalog-meta';
import { getQueryClient } from '@/wordpress/query-client';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';
import { useHydrated } from '@/lib/use-hydrated';

import type { Route } from './+types/home';
import { ListingPage } from './listing-page';

export function loader({ context }: Route.LoaderArgs) {
  const data = catalogData(context);
  const seed = data.homeSeed();
  return { seed, mostRead: data.mostReadSeed(), listed: seed?.data.products ?? SAMPLE_LISTING };
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
    <ListingPage
      listing={listing}
      title={listingTitle(search, category)}
      beforeTitle={early && <EarlyResults />}
      sidebarTop={<MostReadList products={mostRead} />}
      unfilteredPrerender={early}
      hidden={leaving}
    />
  );
}
