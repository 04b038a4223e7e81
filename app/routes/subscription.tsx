import { useLocation } from 'react-router';

import { NotFoundMessage } from '@/components/layout/not-found-message';
import { SUBSCRIPTION_PATHS } from '@/config/paths';
import { site } from '@/config/site';
import { pageMeta } from '@/features/seo/page-meta';
import { TokenLinkScreen } from '@/features/subscriptions/token-link-screen';

import type { Route } from './+types/subscription';

const PAGES = {
  confirm: {
    title: 'Confirmar inscrição',
    description: 'Confirme a inscrição que você pediu: a newsletter ou um aviso de preço.',
  },
  unsubscribe: { title: 'Cancelar inscrição', description: 'Pare de receber os e-mails deste site com um clique.' },
} as const;

/** Which page an address is ('/inscricao/confirmar' or '/inscricao/cancelar', a trailing slash allowed). */
function subscriptionLinkAction(pathname: string): 'confirm' | 'unsubscribe' | null {
  const path = pathname.replace(/\/$/, '');
  if (path === SUBSCRIPTION_PATHS.confirm) return 'confirm';
  return path === SUBSCRIPTION_PATHS.cancel ? 'unsubscribe' : null;
}

export const meta: Route.MetaFunction = ({ location }) => {
  const action = subscriptionLinkAction(location.pathname);
  if (action === null)
    return [{ title: `Página não encontrada | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  return [
    ...pageMeta({
      title: `${PAGES[action].title} | ${site.name}`,
      description: PAGES[action].description,
      path: location.pathname,
    }),
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * The pages an e-mail's confirmation link and 'Para não receber mais' link open (prerendered shells;
 * the token is in the address), one route for both.
 */
export default function SubscriptionRoute() {
  const action = subscriptionLinkAction(useLocation().pathname);
  if (action === null) return <NotFoundMessage />;
  return (
    <div className="px-4 py-6">
      <TokenLinkScreen action={action} />
    </div>
  );
}
