/**
 * An address part made from a name as WordPress makes a category slug from simple names: lower case,
 * accents dropped, anything else than letters and digits as one '-' ('Saúde e Cuidados Pessoais' is
 * 'saude-e-cuidados-pessoais'). Used for the sample categories, which have no WordPress slug.
 * Relative imports only: react-router.config.ts loads this file outside Vite.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
