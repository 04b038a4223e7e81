/** The one query key factory of the gateway. Every key starts with the WordPress base it was read from. */
export const wordpressKeys = {
  all: (baseUrl: string) => ['wordpress', baseUrl] as const,
  categories: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'categories'] as const,
  list: (baseUrl: string, categoryId?: number) => [...wordpressKeys.all(baseUrl), 'list', { categoryId }] as const,
  product: (baseUrl: string, id: string) => [...wordpressKeys.all(baseUrl), 'product', id] as const,
  search: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'search'] as const,
  newerPosts: (baseUrl: string, since: number | null) => [...wordpressKeys.search(baseUrl), 'newer', since] as const,
  mostRead: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'most-read'] as const,
  preview: (baseUrl: string, id: string, token: string) =>
    [...wordpressKeys.all(baseUrl), 'preview', id, token] as const,
  companionPlugin: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'companion-plugin'] as const,
  subscriptionTerms: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'subscription-terms'] as const,
  pageList: (baseUrl: string) => [...wordpressKeys.all(baseUrl), 'pages'] as const,
  page: (baseUrl: string, slug: string) => [...wordpressKeys.all(baseUrl), 'page', slug] as const,
};
