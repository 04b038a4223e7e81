import { useEffect, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

import { Button } from '@/components/ui/button';
import { adSense } from '@/config/env';

import { chooseConsent, endConsentReview, getConsentState, subscribeToConsent } from '@/features/ads/consent-store';
import { CONSENT_LIFETIME_MONTHS, type AdsConsent } from '@/features/ads/consent-storage';

/**
 * The consent banner: on the first visit (and after a choice expires) and when the visitor
 * reopens it from the footer. Fixed at the bottom, over the page, so nothing moves; the page gets
 * the same room below its end so that nothing stays hidden under it.
 */
export function ConsentBanner() {
  const { choice, reviewing } = useSyncExternalStore(subscribeToConsent, getConsentState);
  if (choice !== null && !reviewing) return null;
  return <ConsentDialog choice={choice} reviewing={reviewing} />;
}

function ConsentDialog({ choice, reviewing }: { choice: AdsConsent | null; reviewing: boolean }) {
  const [customizing, setCustomizing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const customizeButtonRef = useRef<HTMLButtonElement>(null);
  const backFromCustomizing = useRef(false);
  const titleId = useId();
  const textId = useId();
  useRoomBelowPage(dialogRef);

  useEffect(() => {
    // Opened by the visitor: take them there. Shown on arrival: never steal focus from the page.
    if (reviewing) dialogRef.current?.focus();
  }, [reviewing]);

  useEffect(() => {
    // 'Voltar' removes the focused button: put focus back where the visitor left.
    if (!customizing && backFromCustomizing.current) customizeButtonRef.current?.focus();
    backFromCustomizing.current = false;
  }, [customizing]);

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.08)] outline-none"
    >
      <div className="mx-auto max-w-7xl px-4 py-2 text-[13px] leading-snug text-slate-700 md:text-sm">
        {customizing ? (
          <CustomizeConsent
            titleId={titleId}
            textId={textId}
            initial={choice ?? 'denied'}
            onBack={() => {
              backFromCustomizing.current = true;
              setCustomizing(false);
            }}
          />
        ) : (
          <div className="flex flex-col gap-1.5 md:flex-row md:items-center md:gap-6">
            <div className="md:flex-1">
              <p id={textId}>
                <strong id={titleId} className="font-semibold text-slate-900">
                  Cookies de publicidade
                </strong>
                . Com sua permissão, o Google os usa para personalizar e medir anúncios.
                {choice !== null && ` Escolha atual: ${choice === 'granted' ? 'Aceitar' : 'Rejeitar'}.`}
              </p>
            </div>
            <div className="grid grid-cols-3 gap-2 md:flex">
              {/* Rejecting is exactly as prominent as accepting. */}
              <Button size="sm" onClick={() => chooseConsent('denied')}>
                Rejeitar
              </Button>
              <Button size="sm" onClick={() => chooseConsent('granted')}>
                Aceitar
              </Button>
              <Button ref={customizeButtonRef} size="sm" variant="outline" onClick={() => setCustomizing(true)}>
                Personalizar
              </Button>
              {reviewing && choice !== null && (
                <Button size="sm" variant="ghost" className="col-span-3" onClick={endConsentReview}>
                  Fechar
                </Button>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

function CustomizeConsent({
  titleId,
  textId,
  initial,
  onBack,
}: {
  titleId: string;
  textId: string;
  initial: AdsConsent;
  onBack: () => void;
}) {
  const [personalized, setPersonalized] = useState(initial === 'granted');
  const checkboxId = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The 'Personalizar' button that led here is gone: continue from the choice it opened.
    checkboxRef.current?.focus();
  }, []);
  const withoutConsent =
    adSense()?.adsWithoutConsent === 'none'
      ? 'Sem essa permissão, o site não mostra anúncios.'
      : 'Sem essa permissão, você vê anúncios não personalizados, escolhidos pelo conteúdo da página.';
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        chooseConsent(personalized ? 'granted' : 'denied');
      }}
    >
      <h2 id={titleId} className="font-semibold text-slate-900">
        Preferências de cookies
      </h2>
      <div className="flex gap-3">
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          checked={personalized}
          onChange={(event) => setPersonalized(event.target.checked)}
          aria-describedby={textId}
        />
        <div>
          <label htmlFor={checkboxId} className="font-medium text-slate-900">
            Anúncios personalizados
          </label>
          <p id={textId}>
            O Google usa cookies para escolher anúncios pelos seus interesses e medir o desempenho deles.{' '}
            {withoutConsent}
          </p>
        </div>
      </div>
      <p className="text-xs text-slate-600">
        {`Sua escolha fica guardada neste navegador por ${CONSENT_LIFETIME_MONTHS} meses. Mude quando quiser em “Preferências de cookies”, no rodapé.`}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm">
          Salvar escolha
        </Button>
        <Button size="sm" variant="outline" onClick={onBack}>
          Voltar
        </Button>
      </div>
    </form>
  );
}

/**
 * While the banner shows, the page can scroll its own height further, so its end (footer, last
 * buttons) can always be brought above the banner. A bottom margin on the body lengthens the
 * page without moving anything on it (a padding would, on pages shorter than the screen).
 */
function useRoomBelowPage(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const reserve = () => {
      document.body.style.marginBottom = `${element.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      document.body.style.marginBottom = '';
    };
  }, [ref]);
}
