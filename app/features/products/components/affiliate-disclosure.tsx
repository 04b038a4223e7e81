import { Link } from 'react-router';

import { sitePagePath } from '@/config/paths';
import { SITE_PAGES } from '@/config/site';

/**
 * Said before the page's first link to a shop: CONAR's guide asks that advertising be identifiable
 * at first sight, and a commission on the sale makes these links advertising.
 */
export function AffiliateDisclosure() {
  return (
    <p className="text-sm text-slate-600">
      Este post contém{' '}
      <Link to={sitePagePath(SITE_PAGES.disclosure.slug)} className="font-medium text-brand-700 underline">
        links de afiliado
      </Link>
      : comprando por eles, podemos receber uma comissão, sem custo extra para você.
    </p>
  );
}
