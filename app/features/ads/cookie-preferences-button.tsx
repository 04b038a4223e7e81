/** 'Preferências de cookies' in the footer: reopens the consent banner to change the choice. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => {
        const opener = event.currentTarget;
        import('@/features/ads/consent-store')
          .then(({ reviewConsent }) => reviewConsent(opener))
          .catch((error: unknown) => console.error('Consent preferences failed to load', error));
      }}
    >
      Preferências de cookies
    </button>
  );
}
