import type { ReactNode } from 'react';

import { footerLinkClasses, SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { adSense } from '@/config/env';
import { ConsentHost } from '@/features/ads/consent-host';
import { CookiePreferencesButton } from '@/features/ads/cookie-preferences-button';
import { CategoryMenu } from '@/features/filters/category-menu';
import type { SitePageLink } from '@/wordpress/mapping/map-site-page';
import { useSitePageLinks } from '@/wordpress/use-site-page-links';
import { SearchBox } from '@/features/filters/search-box';
import type { BuildSeed } from '@/wordpress/build-seed';
import type { Category } from '@/wordpress/types';
import { useCategories } from '@/features/products/use-categories';

interface AppShellProps {
  children: ReactNode;
  categoriesSeed?: BuildSeed<Category[]> | null;
  pagesSeed?: BuildSeed<SitePageLink[]> | null;
}

/** Header, page and footer shared by every screen. */
export function AppShell({ children, categoriesSeed, pagesSeed }: AppShellProps) {
  const categories = useCategories(categoriesSeed);
  const pageHref = useSitePageLinks(pagesSeed);
  const consent = consentControls();
  return (
    <>
      {/* First in the page, so keyboard users meet the consent question before the rest. */}
      {consent?.banner}
      <SiteHeader
        search={<SearchBox />}
        categoryMenu={<CategoryMenu categories={categories.links} />}
        pageHref={pageHref}
      />
      <main className="flex-1">{children}</main>
      <SiteFooter pageHref={pageHref} policyExtra={consent?.footerButton} />
    </>
  );
}

/** Our consent banner and its footer button, only when the build has AdSense and the banner is on. */
function consentControls(): { banner: ReactNode; footerButton: ReactNode } | null {
  // __ADSENSE__ first: the bundler then drops the consent code from builds without ads. Not either when
  // the owner runs a certified consent platform instead (VITE_CONSENT_BANNER=off).
  if (!__ADSENSE__ || adSense()?.consentBanner !== true) return null;
  return { banner: <ConsentHost />, footerButton: <CookiePreferencesButton className={footerLinkClasses} /> };
}
