import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NEWSLETTER_ATTRIBUTE } from '@/config/page-markers';
import { useSignupState } from '@/wordpress/subscriptions/use-signup-state';
import { useSitePageLinks } from '@/wordpress/use-site-page-links';

import { ConsentNote, FormMessage, HoneypotField } from './subscription-form-parts';
import { fieldText } from './form-field';
import { SIGNUP_TEXTS, sentTo } from './subscription-texts';
import { useSubscriptionForm } from './use-subscription-form';

const sent = (email: string) => sentTo(email, 'você passa a receber "Novidades da semana" uma vez por semana.');

/** The newsletter block, loaded after the first paint (newsletter-signup.tsx). */
export function NewsletterBlock() {
  return (
    <section
      {...{ [NEWSLETTER_ATTRIBUTE]: '' }}
      aria-labelledby="newsletter-title"
      className="mt-12 rounded-2xl bg-slate-900 px-6 py-10 text-center text-white"
    >
      <h2 id="newsletter-title" className="text-2xl font-bold">
        Não perca nenhuma novidade!
      </h2>
      <NewsletterForm />
    </section>
  );
}

/**
 * The newsletter's form: the spec's 'Seu melhor email' and 'Inscrever-se', the consent text and the
 * privacy policy before the button, and what happened after it (a failure keeps the address). Without a WordPress that takes
 * subscriptions it says so, its field and button disabled.
 */
function NewsletterForm() {
  const privacyHref = useSitePageLinks()('privacy');
  const [engaged, setEngaged] = useState(false);
  const signup = useSignupState(engaged);
  const form = useSubscriptionForm();
  const terms = signup.kind === 'available' ? signup.terms.newsletter : null;
  const closed = signup.kind === 'unavailable';
  const sending = form.status.kind === 'sending';

  if (form.status.kind === 'sent') {
    return <FormMessage status={form.status} sent={sent} className="mx-auto mt-6 max-w-md text-slate-100" />;
  }
  return (
    <form
      className="relative mx-auto mt-6 max-w-md space-y-3"
      noValidate
      onFocus={() => setEngaged(true)}
      onSubmit={(event) => {
        event.preventDefault();
        if (terms !== null) {
          form.send(fieldText(event.currentTarget, 'email'), {
            subject: { kind: 'newsletter' },
            consentVersion: terms.version,
          });
        }
      }}
    >
      <label htmlFor="newsletter-email" className="sr-only">
        Seu melhor email
      </label>
      <Input
        id="newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Seu melhor email"
        disabled={closed}
      />
      <HoneypotField value={form.honeypot} onChange={form.setHoneypot} />
      {terms !== null && <ConsentNote text={terms.text} privacyHref={privacyHref} className="text-slate-300" />}
      {closed && <p className="text-sm text-slate-200">{SIGNUP_TEXTS.unavailable}</p>}
      <Button type="submit" size="md" className="w-full sm:w-auto" disabled={terms === null || sending}>
        {sending ? SIGNUP_TEXTS.sending : 'Inscrever-se'}
      </Button>
      <FormMessage status={form.status} sent={sent} className="text-slate-100" />
    </form>
  );
}
