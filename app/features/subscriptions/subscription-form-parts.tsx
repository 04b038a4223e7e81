import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { SIGNUP_TEXTS } from './subscription-texts';
import type { FormStatus } from './use-subscription-form';

/** The consent text the plugin records as shown, and the privacy policy, before the button. */
export function ConsentNote({
  text,
  privacyHref,
  className,
}: {
  text: string;
  privacyHref: string | null;
  className?: string;
}) {
  return (
    <p className={cn('text-xs leading-relaxed', className)}>
      {text}{' '}
      {privacyHref === null ? (
        `Veja a ${SIGNUP_TEXTS.privacy}.`
      ) : (
        <>
          Veja a{' '}
          <a href={privacyHref} className="underline underline-offset-2">
            {SIGNUP_TEXTS.privacy}
          </a>
          .
        </>
      )}
    </p>
  );
}

/** A field people never see or reach, which scripts that fill every field fill. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {SIGNUP_TEXTS.honeypot}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** The message under a form, read out when it changes (a live region that is always there); none while idle or sending. */
export function FormMessage({
  status,
  sent,
  className,
}: {
  status: FormStatus;
  sent: (email: string) => string;
  className?: string;
}) {
  return (
    <p role="status" className={cn('text-sm empty:hidden', className)}>
      {messageOf(status, sent)}
    </p>
  );
}

function messageOf(status: FormStatus, sent: (email: string) => string): ReactNode {
  switch (status.kind) {
    case 'idle':
    case 'sending':
      return null;
    case 'sent':
      return sent(status.email);
    case 'invalid-email':
      return SIGNUP_TEXTS.invalidEmail;
    case 'invalid-target':
      return SIGNUP_TEXTS.invalidTarget;
    case 'outdated-consent':
      return SIGNUP_TEXTS.outdatedConsent;
    case 'unavailable':
      return SIGNUP_TEXTS.unavailable;
    case 'failed':
      return SIGNUP_TEXTS.failed;
  }
}
