import type { ReactNode } from 'react';

import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { CategoryMenu } from '@/features/filters/category-menu';
import type { SitePageLink } from '@/features/pages/model/site-page';
import { useSitePageLinks } from '@/features/pages/use-site-page-links';
import { SearchBox } from '@/features/filters/search-box';
import type { BuildSeed } from '@/features/products/build-seed';
import type { Category } from '@/features/products/model/product';
import { useCategories } from '@/features/products/use-categories';
import { useWordPressBaseUrl } from '@/features/wordpress-connection/use-wordpress-base-url';

interface AppShellProps {
  children: ReactNode;
  categoriesSeed?: BuildSeed<Category[]> | null;
  pagesSeed?: BuildSeed<SitePageLink[]> | null;
}

/** Header, page and footer shared by every screen. */
export function AppShell({ children, categoriesSeed, pagesSeed }: AppShellProps) {
  const baseUrl = useWordPressBaseUrl();
  const categories = useCategories(baseUrl, categoriesSeed);
  const pageHref = useSitePageLinks(baseUrl, pagesSeed);
  return (
    <>
      <SiteHeader
        search={<SearchBox />}
        categoryMenu={<CategoryMenu categories={categories.names} />}
        pageHref={pageHref}
      />
      <main className="flex-1">{children}</main>
      <SiteFooter pageHref={pageHref} />
    </>
  );
}
