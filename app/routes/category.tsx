import { Breadcrumb } from '@/components/layout/breadcrumb';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { categoryPath } from '@/config/paths';
import { site } from '@/config/site';
import { useCatalogFilters } from '@/features/filters/use-catalog-filters';
import { ListingLoading } from '@/features/products/components/listing-states';
import { showsSamples } from '@/features/products/decide-listing';
import { useProductListing } from '@/features/products/use-product-listing';
import { categoryMeta } from '@/features/seo/category-meta';
import { pageMeta } from '@/features/seo/page-meta';
import { firstOutcome } from '@/lib/first-outcome';
import { useHydrated } from '@/lib/use-hydrated';
import { useBuildPageInstead } from '@/wordpress/use-build-page-instead';
import { catalogData, type CategoryPageData } from '@/wordpress/catalog/catalog-data.server';
import { categoriesQuery, sampleProductsQuery } from '@/wordpress/queries';
import { getQueryClient } from '@/wordpress/query-client';
import { categoryLinks } from '@/wordpress/samples/live-or-samples';
import { sampleProductsIn } from '@/wordpress/samples/sample-listing';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';

import type { Route } from './+types/category';
import { ListingPage } from './listing-page';

/** Build time: the category and the first page of its products, for the HTML and its metadata. */
export function loader({ params, context }: Route.LoaderArgs) {
  const built = catalogData(context).categorySeed(params.slug);
  if (built === null) return { category: null, seed: null, listed: [], samples: null };
  const { category, seed } = built;
  if (seed !== null) return { category, seed, listed: seed.data.products, samples: null };
  // A build without WordPress: the page shows the category's samples, and hands them to the listing.
  const samples = sampleProductsIn(category.name);
  return { category, seed, listed: samples, samples };
}

/**
 * Browser navigation and categories newer than the build: the category is found by its slug among
 * the menu's categories (WordPress's, else the samples'); its products load on the page.
 */
export async function clientLoader({ params }: Pick<Route.ClientLoaderArgs, 'params'>) {
  const wordpress = currentLiveWordPress();
  const categories =
    wordpress === null ? [] : ((await firstOutcome(getQueryClient(), categoriesQuery(wordpress))) ?? []);
  const link = categoryLinks(categories).find((entry) => entry.slug === params.slug);
  if (link === undefined) return { category: null, seed: null, listed: [], samples: null };
  const live = categories.find((entry) => entry.slug === link.slug);
  const category: CategoryPageData = { ...link, description: live?.description ?? '' };
  if (wordpress !== null) return { category, seed: null, listed: [], samples: null };
  const samples = await getQueryClient().query(sampleProductsQuery(link.name));
  return { category, seed: null, listed: samples, samples };
}

export { revalidateOnOtherPage as shouldRevalidate } from '@/lib/same-page-revalidation';

export function HydrateFallback() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <ListingLoading />
    </div>
  );
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData.category
    ? categoryMeta(loaderData.category, loaderData.listed)
    : [
        ...pageMeta({
          title: `Categoria não encontrada | ${site.name}`,
          description: site.description,
          path: categoryPath(params.slug),
        }),
        { name: 'robots', content: 'noindex' },
      ];

export default function CategoryRoute({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  if (loaderData.category === null) return <NotFoundMessage />;
  return (
    <CategoryPage
      key={loaderData.category.slug}
      category={loaderData.category}
      seed={loaderData.seed}
      samplesSeed={loaderData.samples}
    />
  );
}

/**
 * A category's own page: the home's listing filtered by the category, painted from the build's data,
 * with its breadcrumb and 'Carregar mais'. The search box searches within the category here
 * (`/categoria/casa?q=panela`): a visitor on a category page expects its products; 'Todos' in the
 * menu takes the same search to the whole catalogue.
 */
function CategoryPage({
  category,
  seed,
  samplesSeed,
}: {
  category: CategoryPageData;
  seed: Route.ComponentProps['loaderData']['seed'];
  samplesSeed: Route.ComponentProps['loaderData']['samples'];
}) {
  const { search, typing, searchAhead } = useCatalogFilters();
  const listing = useProductListing({
    search,
    category: category.name,
    typing,
    searchAhead,
    seed,
    seedCategory: category.name,
    samplesSeed,
  });
  // Reached by a link while WordPress gives no answer: the build's page of this category, not the samples.
  const leaving = useBuildPageInstead(seed === null && showsSamples(listing));
  // Until the app runs, this is the prerendered list without the search (hidden for a shared search link).
  const prerendered = !useHydrated();
  const title = search.trim() === '' ? category.name : `Resultados para “${search.trim()}” em ${category.name}`;

  return (
    <ListingPage
      listing={listing}
      title={title}
      beforeTitle={<Breadcrumb current={category.name} />}
      afterTitle={category.description !== '' && <p className="text-slate-700">{category.description}</p>}
      unfilteredPrerender={prerendered}
      hidden={leaving}
    />
  );
}
