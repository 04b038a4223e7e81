/** The one query key factory of the products feature. Every key starts with the WordPress base. */
export const productKeys = {
  all: (baseUrl: string | null) => ['products', baseUrl] as const,
  categories: (baseUrl: string) => [...productKeys.all(baseUrl), 'categories'] as const,
  list: (baseUrl: string, filters: { search: string; categoryId?: number }) =>
    [...productKeys.all(baseUrl), 'list', filters] as const,
  detail: (baseUrl: string | null, id: string) => [...productKeys.all(baseUrl), 'detail', id] as const,
  mostRead: (baseUrl: string) => [...productKeys.all(baseUrl), 'most-read'] as const,
};
