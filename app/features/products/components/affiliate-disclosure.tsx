import { Link } from 'react-router';

import { sitePagePath } from '@/config/paths';
import { SITE_PAGES } from '@/config/site';

/**
 * Said before the page's first link to a shop: CONAR's guide asks that advertising be identifiable
 * at first sight, and a commission on the sale makes these links advertising. One short line in the
 * 'Voltar' row, which is there anyway: a longer text above the buttons pushed 'Ver produto' under a
 * phone's consent banner. The linked page says what the commission means.
 */
export function AffiliateDisclosure() {
  return (
    <p className="text-right text-xs text-slate-600">
      Este post contém{' '}
      <Link to={sitePagePath(SITE_PAGES.disclosure.slug)} className="font-medium text-brand-700 underline">
        links de afiliado
      </Link>
    </p>
  );
}
