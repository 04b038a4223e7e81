import { Camera, MessageCircle, Play, ThumbsUp } from 'lucide-react';

import { site } from '@/config/site';

const usefulLinks = ['Sobre nós', 'Como funciona', 'Sugerir produto', 'Contato'];
const policies = ['Política de Privacidade', 'Termos de Uso', 'Disclosure de Afiliados'];
const socials = [
  { name: 'Instagram', Icon: Camera },
  { name: 'Facebook', Icon: ThumbsUp },
  { name: 'YouTube', Icon: Play },
  { name: 'WhatsApp', Icon: MessageCircle },
];

/** Footer of spec section 2; its link targets are not defined yet, hence '#'. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-4">
        <div id="sobre">
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm">{site.description}</p>
        </div>
        <FooterLinks id="contato" title="Links Úteis" links={usefulLinks} />
        <FooterLinks title="Políticas" links={policies} />
        <div>
          <h2 className="text-sm font-semibold text-white">Redes sociais</h2>
          <ul className="mt-3 flex gap-2">
            {socials.map(({ name, Icon }) => (
              <li key={name}>
                <a
                  href="#"
                  aria-label={name}
                  className="flex size-10 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-4" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-xs">
        © {site.copyrightYear} {site.name}. Todos os direitos reservados.
      </p>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id?: string; title: string; links: string[] }) {
  return (
    <div id={id}>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((label) => (
          <li key={label}>
            <a href="#" className="hover:text-white">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
