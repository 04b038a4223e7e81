/** Business constants of the spec (section 9) and the site's identity, kept in one place. */
export const site = {
  name: 'Achados Curados',
  description: 'Curadoria de produtos interessantes com foco em qualidade, utilidade e inovação.',
  copyrightYear: 2024,
} as const;

export interface SiteLink {
  label: string;
  href: string;
}

/**
 * Footer and social links. Their real targets are not defined yet (spec section 2), so they point
 * to '#'; the site owner replaces them here.
 */
export const footerLinks: { useful: SiteLink[]; policies: SiteLink[]; social: SiteLink[] } = {
  useful: [
    { label: 'Sobre nós', href: '#' },
    { label: 'Como funciona', href: '#' },
    { label: 'Sugerir produto', href: '#' },
    { label: 'Contato', href: '#' },
  ],
  policies: [
    { label: 'Política de Privacidade', href: '#' },
    { label: 'Termos de Uso', href: '#' },
    { label: 'Disclosure de Afiliados', href: '#' },
  ],
  social: [
    { label: 'Instagram', href: '#' },
    { label: 'Facebook', href: '#' },
    { label: 'YouTube', href: '#' },
    { label: 'WhatsApp', href: '#' },
  ],
};

export const catalog = {
  pageSize: 20,
  categoriesPerPage: 100,
  mostReadCount: 5,
  latestCount: 4,
  newForDays: 30,
  wordsPerMinute: 200,
  adEvery: 8,
  searchDebounceMs: 300,
  defaultCategory: 'Geral',
  defaultPrice: 'Consulte o preço',
  allCategories: 'Todos',
} as const;

export const network = {
  requestTimeoutMs: 10_000,
  retries: 3,
  maxRetryDelayMs: 30_000,
  gcTimeMs: 5 * 60 * 1000,
} as const;

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export const STORAGE_KEYS = {
  wordpressUrl: 'curadoria:wordpress-url',
  consent: 'curadoria:consent',
} as const;
