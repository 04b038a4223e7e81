// The address's filter parameters (`/?q=fone`, `/?categoria=Casa`). A module without imports: the
// early search script (app/early-search.ts) reads them without bundling React Router.
export const FILTER_PARAMS = { search: 'q', category: 'categoria' } as const;
