import { sitePagePath } from '@/config/paths';
import { site, SITE_PAGE_SLUGS } from '@/config/site';
import { sitePageQuery } from '@/wordpress/queries';
import { SitePageScreen } from '@/features/pages/components/site-page-screen';
import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { pageMeta } from '@/features/seo/page-meta';
import { firstOutcomeOrBuildPage } from '@/wordpress/build-page-fallback';
import { currentLiveWordPress } from '@/wordpress/wordpress-context';

import type { Route } from './+types/site-page';

/** Build time: the page from the build's WordPress, for the HTML and its metadata. */
export function loader({ params, context }: Route.LoaderArgs) {
  const seed = catalogData(context).sitePageSeed(params.slug);
  return { page: seed?.data ?? null, seed };
}

/**
 * Browser navigation and pages the build did not prerender: asked of WordPress, without waiting for
 * retries; when WordPress gives no answer, the browser loads the build's page instead.
 */
export async function clientLoader({ params, request }: Pick<Route.ClientLoaderArgs, 'params' | 'request'>) {
  const wordpress = currentLiveWordPress();
  // A slug the site does not link to is not asked for: the page shows the 404 message.
  const page =
    wordpress !== null && SITE_PAGE_SLUGS.includes(params.slug)
      ? await firstOutcomeOrBuildPage(request, sitePageQuery(wordpress, params.slug))
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
