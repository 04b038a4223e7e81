/** House promotion in the sidebar (spec section 2), pointing advertisers to the contact links. */
export function PromoBanner() {
  return (
    <section
      aria-label="Anúncio Promocional"
      className="rounded-xl bg-gradient-to-br from-brand-600 to-fuchsia-600 p-5 text-white"
    >
      <p className="text-xs font-semibold tracking-wide uppercase opacity-80">Anúncio Promocional</p>
      <p className="mt-2 text-xl font-bold">Descubra ofertas exclusivas</p>
      <a
        href="#contato"
        className="mt-4 inline-flex h-10 items-center rounded-lg bg-white px-4 text-sm font-bold text-brand-700 hover:bg-brand-50"
      >
        SAIBA MAIS
      </a>
      <div className="mt-4 flex h-24 items-center justify-center rounded-lg border-2 border-dashed border-white/50 text-sm font-semibold">
        Sua Marca Aqui
      </div>
    </section>
  );
}
