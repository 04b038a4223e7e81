import { NotFoundMessage } from '@/components/layout/not-found-message';
import { PostContent } from '@/components/post-content/post-content';
import { Skeleton } from '@/components/ui/skeleton';
import { SITE_PAGE_SLUGS } from '@/config/site';
import type { BuildSeed } from '@/wordpress/build-seed';
import type { SitePage } from '@/wordpress/mapping/map-site-page';
import { sitePageQuery } from '@/wordpress/queries';
import { useWordPressQuery } from '@/wordpress/use-wordpress-query';
import { useHasWordPress } from '@/wordpress/wordpress-context';

interface SitePageScreenProps {
  slug: string;
  seed?: BuildSeed<SitePage> | null;
}

/**
 * One of the site's pages (about, privacy notice...): its WordPress content under the same rules as
 * a post's; the 404 page for a slug the site does not link to or the WordPress lacks.
 */
export function SitePageScreen({ slug, seed }: SitePageScreenProps) {
  const known = useHasWordPress() && SITE_PAGE_SLUGS.includes(slug);
  const query = useWordPressQuery((wordpress) => sitePageQuery(wordpress, slug), { seed, enabled: known });
  if (!known) return <NotFoundMessage />;
  if (query.data !== undefined) {
    return (
      <article className="mx-auto max-w-3xl space-y-6 px-4 py-8">
        <h1 className="text-2xl font-extrabold [overflow-wrap:anywhere] text-slate-900 md:text-4xl">
          {query.data.title}
        </h1>
        <PostContent nodes={query.data.content} />
      </article>
    );
  }
  if (query.isError) return <NotFoundMessage />;
  return (
    <div role="status" aria-label="Carregando página" className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
