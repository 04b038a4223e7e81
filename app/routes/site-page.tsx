import { sitePagePath } from '@/config/paths';
import { site, SITE_PAGE_SLUGS } from '@/config/site';
import { sitePageQuery } from '@/wordpress/queries';
import { SitePageScreen } from '@/features/pages/components/site-page-screen';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { pageMeta } from '@/features/seo/page-meta';
import { firstOutcome } from '@/lib/first-outcome';
import { getQueryClient } from '@/wordpress/query-client';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';

import type { Route } from './+types/site-page';

/** Build time: the page from the build's WordPress, for the HTML and its metadata. */
export function loader({ params, context }: Route.LoaderArgs) {
  const seed = catalogData(context).sitePageSeed(params.slug);
  return { page: seed?.data ?? null, seed };
}

/** Pages the build did not prerender: asked of WordPress, without waiting for retries. */
export async function clientLoader({ params }: Pick<Route.ClientLoaderArgs, 'params'>) {
  const wordpress = currentLiveWordPress();
  // A slug the site does not link to is not asked for: the page shows the 404 message.
  const page =
    wordpress !== null && SITE_PAGE_SLUGS.includes(params.slug)
      ? await firstOutcome(getQueryClient(), sitePageQuery(wordpress, params.slug))
      : undefined;
  return { page: page ?? null, seed: null };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  loaderData.page
    ? pageMeta({
        title: `${loaderData.page.title} | ${site.name}`,
        description: loaderData.page.description || site.description,
        path: sitePagePath(params.slug),
      })
    : [{ title: `Página não encontrada | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export default function SitePageRoute({ params, loaderData }: Route.ComponentProps) {
  return <SitePageScreen key={params.slug} slug={params.slug} seed={loaderData.seed} />;
}
