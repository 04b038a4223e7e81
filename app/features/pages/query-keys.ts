/** The one query key factory of the site pages feature. Every key starts with the WordPress base. */
export const pageKeys = {
  all: (baseUrl: string) => ['pages', baseUrl] as const,
  list: (baseUrl: string) => [...pageKeys.all(baseUrl), 'list'] as const,
  detail: (baseUrl: string, slug: string) => [...pageKeys.all(baseUrl), 'detail', slug] as const,
};
