import type { ReactNode } from 'react';

import { footerLinkClasses, SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ConsentHost, consentBannerEnabled } from '@/features/consent/consent-host';
import { CookiePreferencesButton } from '@/features/consent/cookie-preferences-button';
import { CategoryMenu } from '@/features/filters/category-menu';
import { SearchBox } from '@/features/filters/search-box';
import type { BuildSeed } from '@/features/products/build-seed';
import type { Category } from '@/features/products/model/product';
import { useCategories } from '@/features/products/use-categories';
import { useWordPressBaseUrl } from '@/features/wordpress-connection/use-wordpress-base-url';

interface AppShellProps {
  children: ReactNode;
  categoriesSeed?: BuildSeed<Category[]> | null;
}

/** Header, page and footer shared by every screen. */
export function AppShell({ children, categoriesSeed }: AppShellProps) {
  const categories = useCategories(useWordPressBaseUrl(), categoriesSeed);
  const askConsent = consentBannerEnabled();
  return (
    <>
      {/* First in the page, so keyboard users meet the consent question before the rest. */}
      {askConsent && <ConsentHost />}
      <SiteHeader search={<SearchBox />} categoryMenu={<CategoryMenu categories={categories.names} />} />
      <main className="flex-1">{children}</main>
      <SiteFooter policyExtra={askConsent && <CookiePreferencesButton className={footerLinkClasses} />} />
    </>
  );
}
