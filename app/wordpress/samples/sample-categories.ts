/**
 * The built-in catalogue's categories (spec sections 1 and 3), apart from its products: the menu
 * needs them on every first visit, the products only where samples are shown (sample-listing.ts).
 */
export const SAMPLE_CATEGORIES = [
  'Tecnologia',
  'Casa',
  'Moda',
  'Utilidades',
  'Saúde e Cuidados Pessoais',
  'Comparativos',
] as const;
