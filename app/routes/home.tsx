import { useScrollToHash } from '@/components/layout/use-scroll-to-hash';
import { useCatalogFilters } from '@/features/filters/use-catalog-filters';
import { useCategoryPageRedirect } from '@/features/filters/use-category-page-redirect';
import { listingTitle } from '@/features/filters/listing-title';
import { useEarlyResults } from '@/features/filters/use-early-results';
import { EarlyResults } from '@/features/products/components/early-results';
import { MostReadList } from '@/features/products/components/most-read-list';
import { catalog } from '@/config/site';
import { productListQuery, sampleProductsQuery } from '@/wordpress/queries';
import { sampleProductsIn } from '@/wordpress/samples/sample-listing';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { useCategories } from '@/features/products/use-categories';
import { useMostRead } from '@/features/products/use-most-read';
import { showsSamples } from '@/features/products/decide-listing';
import { useProductListing } from '@/features/products/use-product-listing';
import { catalogMeta } from '@/features/seo/catalog-meta';
import { useBuildPageInstead } from '@/wordpress/use-build-page-instead';
import { getQueryClient } from '@/wordpress/query-client';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';
import { useHydrated } from '@/lib/use-hydrated';

import type { Route } from './+types/home';
import { ListingPage } from './listing-page';

export function loader({ context }: Route.LoaderArgs) {
  const data = catalogData(context);
  const seed = data.homeSeed();
  const mostRead = data.mostReadSeed();
  if (seed !== null) return { seed, mostRead, listed: seed.data.products, samples: null };
  // A build without WordPress: the page shows the samples, and hands them to the listing.
  const samples = sampleProductsIn(catalog.allCategories);
  return { seed, mostRead, listed: samples, samples };
}

/** Client navigations need no build data (the queries fetch themselves); the metadata uses what is cached. */
export async function clientLoader() {
  const wordpress = currentLiveWordPress();
  if (wordpress === null) {
    const samples = await getQueryClient().query(sampleProductsQuery(catalog.allCategories));
    return { seed: null, mostRead: null, listed: samples, samples };
  }
  const cached = getQueryClient().getQueryData(productListQuery(wordpress).queryKey);
  return { seed: null, mostRead: null, listed: cached?.pages[0]?.products ?? [], samples: null };
}

export { revalidateOnOtherPage as shouldRevalidate } from '@/lib/same-page-revalidation';

export const meta: Route.MetaFunction = ({ loaderData }) => catalogMeta(loaderData.listed);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { search, category, typing, searchAhead } = useCatalogFilters();
  const listing = useProductListing({
    search,
    category,
    typing,
    searchAhead,
    seed: loaderData.seed,
    samplesSeed: loaderData.samples,
  });
  const mostRead = useMostRead(listing.products, loaderData.mostRead);
  const categories = useCategories();
  const leaving = useCategoryPageRedirect(categories.links, categories.isSettled);
  // Reached by a link while WordPress gives no answer: the build's home, not the samples.
  const reloading = useBuildPageInstead(loaderData.seed === null && showsSamples(listing));
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
      hidden={leaving || reloading}
    />
  );
}
