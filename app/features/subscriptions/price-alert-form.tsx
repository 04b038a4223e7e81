import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { parseReais } from '@/lib/parse-reais';
import { useSignupState } from '@/wordpress/subscriptions/use-signup-state';
import { useSitePageLinks } from '@/wordpress/use-site-page-links';

import { ConsentNote, FormMessage, HoneypotField } from './subscription-form-parts';
import { fieldText } from './form-field';
import { SIGNUP_TEXTS, sentTo } from './subscription-texts';
import { useSubscriptionForm } from './use-subscription-form';

const sent = (email: string) =>
  sentTo(email, 'depois disso, avisamos por e-mail quando o preço baixar (no máximo um aviso por dia).');

/**
 * The price alert's form: the address, an optional target price (without one, any real drop: below
 * the lowest of the 30 days before), the consent text and the privacy policy before the button.
 */
export function PriceAlertForm({ productId, price }: { productId: string; price: string }) {
  const privacyHref = useSitePageLinks()('privacy');
  const [engaged, setEngaged] = useState(false);
  const signup = useSignupState(engaged);
  const form = useSubscriptionForm();
  const terms = signup.kind === 'available' ? signup.terms.priceAlert : null;
  const closed = signup.kind === 'unavailable';
  const sending = form.status.kind === 'sending';

  if (form.status.kind === 'sent')
    return <FormMessage status={form.status} sent={sent} className="mt-3 text-slate-800" />;
  return (
    <form
      className="relative mt-3 space-y-3"
      noValidate
      onFocus={() => setEngaged(true)}
      onSubmit={(event) => {
        event.preventDefault();
        if (terms === null) return;
        const email = fieldText(event.currentTarget, 'email');
        const target = fieldText(event.currentTarget, 'target');
        const targetCents = target.trim() === '' ? null : parseReais(target);
        if (targetCents === null && target.trim() !== '') {
          form.setStatus({ kind: 'invalid-target' });
          return;
        }
        form.send(email, { subject: { kind: 'price-alert', productId, targetCents }, consentVersion: terms.version });
      }}
    >
      <p className="text-sm text-slate-700">
        {`Hoje: ${price}. Mandamos um e-mail quando ficar mais barato que o menor preço dos 30 dias anteriores, ou quando chegar ao preço que você quer pagar.`}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label htmlFor="aviso-email" className="text-sm font-medium text-slate-800">
            Seu e-mail
          </label>
          <Input id="aviso-email" name="email" type="email" autoComplete="email" disabled={closed} />
        </div>
        <div className="space-y-1">
          <label htmlFor="aviso-alvo" className="text-sm font-medium text-slate-800">
            Preço desejado (opcional)
          </label>
          <Input id="aviso-alvo" name="target" inputMode="decimal" placeholder="Ex.: 199,90" disabled={closed} />
        </div>
      </div>
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      {terms !== null && <ConsentNote text={terms.text} privacyHref={privacyHref} className="text-slate-600" />}
      {closed && <p className="text-sm text-slate-700">{SIGNUP_TEXTS.unavailable}</p>}
      <Button type="submit" disabled={terms === null || sending}>
        {sending ? SIGNUP_TEXTS.sending : 'Avise-me'}
      </Button>
      <FormMessage status={form.status} sent={sent} className="text-slate-800" />
    </form>
  );
}
