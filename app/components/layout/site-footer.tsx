import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { footerPageGroups, site, SITE_PAGES, socialLinks, type SitePageHref, type SitePageKey } from '@/config/site';

export const footerLinkClasses = 'hover:text-white';

/**
 * Footer of spec section 2: description, Links Úteis, Políticas, social buttons, copyright.
 * `policyExtra` ends the Políticas list ('Preferências de cookies' when consent is asked).
 */
export function SiteFooter({ pageHref, policyExtra }: { pageHref: SitePageHref; policyExtra?: ReactNode }) {
  const useful = pageLinks(footerPageGroups.useful, pageHref);
  const policies = pageLinks(footerPageGroups.policies, pageHref);
  // 'Contato' in the menu leads here when the WordPress has no contact page: to Links Úteis, or to
  // the social buttons when that group has no link to show.
  const contactAnchor = useful.length > 0 ? 'useful' : 'social';
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div id="sobre">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.description}</p>
        </div>
        <FooterLinkGroup id={contactAnchor === 'useful' ? 'contato' : undefined} title="Links Úteis" links={useful} />
        <FooterLinkGroup title="Políticas" links={policies} extra={policyExtra} />
        <div id={contactAnchor === 'social' ? 'contato' : undefined}>
          <h2 className="text-sm font-semibold text-white">Redes sociais</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {socialLinks.map(({ label, href }) => (
              <li key={label}>
                <a
                  href={href}
                  className="inline-flex h-10 items-center rounded-full bg-slate-800 px-4 text-sm hover:bg-brand-600 hover:text-white"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs">
        {`© ${site.copyrightYear} ${site.name}. Todos os direitos reservados.`}
      </p>
    </footer>
  );
}

interface PageLink {
  key: SitePageKey;
  href: string;
  label: string;
}

/** The links of a group to the site's pages; a page the WordPress lacks has none. */
function pageLinks(pages: SitePageKey[], pageHref: SitePageHref): PageLink[] {
  return pages.flatMap((key) => {
    const href = pageHref(key);
    return href === null ? [] : [{ key, href, label: SITE_PAGES[key].label }];
  });
}

interface FooterLinkGroupProps {
  id?: string;
  title: string;
  links: PageLink[];
  extra?: ReactNode;
}

/** A titled group of footer links; a group with nothing to link to is not shown. */
function FooterLinkGroup({ id, title, links, extra }: FooterLinkGroupProps) {
  if (links.length === 0 && !extra) return null;
  return (
    <div id={id}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(({ key, href, label }) => (
          <li key={key}>
            {href === '#' ? (
              <a href={href} className={footerLinkClasses}>
                {label}
              </a>
            ) : (
              <Link to={href} className={footerLinkClasses}>
                {label}
              </Link>
            )}
          </li>
        ))}
        {extra && <li>{extra}</li>}
      </ul>
    </div>
  );
}
