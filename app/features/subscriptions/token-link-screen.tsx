import { Link, useLocation } from 'react-router';

import { Button, buttonClasses } from '@/components/ui/button';
import { HOME_PATH, productPath, SUBSCRIPTION_TOKEN_PARAM } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import { WordPressError } from '@/wordpress/client';
import type { SubscriptionSummary } from '@/wordpress/subscriptions/subscription-types';
import { useTokenLink } from '@/wordpress/subscriptions/use-subscription-requests';

import { SIGNUP_TEXTS } from './subscription-texts';

/** What each page says: the confirmation page and the unsubscribe page. */
const TEXTS = {
  confirm: {
    title: 'Confirmar inscrição',
    intro: 'Toque no botão para confirmar e começar a receber os e-mails que você pediu.',
    button: 'Confirmar inscrição',
    done: 'Inscrição confirmada!',
    list: 'Você vai receber:',
    invalid:
      'Este link não vale mais: ele já foi usado, expirou ou foi substituído por um e-mail mais recente. Se você já confirmou, está tudo certo.',
    withoutScript:
      'Para confirmar, esta página precisa de JavaScript: ative-o no navegador e abra o link do e-mail de novo.',
  },
  unsubscribe: {
    title: 'Cancelar inscrição',
    intro: 'Toque no botão para não receber mais estes e-mails.',
    button: 'Cancelar inscrição',
    done: 'Inscrição cancelada.',
    list: 'Você não vai mais receber:',
    invalid: 'Este link não vale mais. Se você já cancelou, não receberá mais estes e-mails.',
    withoutScript:
      'Para cancelar sem JavaScript, use a opção "Cancelar inscrição" do seu programa de e-mail: ela também funciona com um clique.',
  },
} as const;

const INCOMPLETE = 'Este link está incompleto: abra de novo o link do e-mail.';
const FAILED = 'Não foi possível falar com o servidor agora. Tente de novo em instantes.';

/**
 * The page an e-mail's confirmation or unsubscribe link opens (a prerendered shell): it sends the
 * link's token to the companion plugin when the visitor presses its button (a link scanner that
 * only opens the page changes nothing), and says what happened.
 */
export function TokenLinkScreen({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const texts = TEXTS[action];
  const { search } = useLocation();
  // The address's query is the browser's alone: read once hydrated, as the prerendered page had none.
  const hydrated = useHydrated();
  const token = hydrated ? new URLSearchParams(search).get(SUBSCRIPTION_TOKEN_PARAM) : null;
  const link = useTokenLink(action);
  const outcome = link.state.kind === 'done' ? link.state.outcome : undefined;
  const pending = link.state.kind === 'pending';

  return (
    <div className="mx-auto max-w-xl space-y-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{texts.title}</h1>
      {outcome === undefined && (
        <>
          <p className="text-slate-700">{hydrated && token === null ? INCOMPLETE : texts.intro}</p>
          <noscript>
            <p className="text-slate-700">{texts.withoutScript}</p>
          </noscript>
          <Button
            size="lg"
            disabled={token === null || pending}
            onClick={() => {
              if (token !== null) void link.run(token);
            }}
          >
            {pending ? SIGNUP_TEXTS.sending : texts.button}
          </Button>
          {link.state.kind === 'failed' && <FailedRequest error={link.state.error} />}
        </>
      )}
      {outcome?.kind === 'unavailable' && <p role="status">{SIGNUP_TEXTS.unavailable}</p>}
      {outcome?.kind === 'invalid' && <p role="status">{texts.invalid}</p>}
      {outcome?.kind === 'done' && (
        <div role="status" className="space-y-2">
          <p className="text-lg font-semibold text-slate-900">{texts.done}</p>
          {outcome.subscriptions.length > 0 && (
            <>
              <p>{texts.list}</p>
              <ul className="list-disc space-y-1 pl-6">
                {outcome.subscriptions.map((subscription) => (
                  <li key={subscription.kind === 'newsletter' ? 'newsletter' : subscription.productId}>
                    <SubscriptionWords subscription={subscription} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <Link to={HOME_PATH} className={buttonClasses({ variant: 'outline' })}>
        Voltar ao início
      </Link>
    </div>
  );
}

/** A failed request: WordPress's failures are said (the client logged them); anything else is a bug. */
function FailedRequest({ error }: { error: unknown }) {
  if (!(error instanceof WordPressError))
    throw error instanceof Error ? error : new Error('the subscription request failed', { cause: error });
  return <p role="alert">{FAILED}</p>;
}

function SubscriptionWords({ subscription }: { subscription: SubscriptionSummary }) {
  if (subscription.kind === 'newsletter') return <>a newsletter “Novidades da semana”, uma vez por semana</>;
  return (
    <>
      avisos de quando o preço de{' '}
      <Link to={productPath(subscription.productId)} className="underline underline-offset-2">
        {subscription.productTitle}
      </Link>{' '}
      baixar
    </>
  );
}
