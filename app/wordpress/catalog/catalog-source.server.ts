// The seam between the site builder and the pages' loaders. The builder renders every page through
// React Router's request handler with a load context that carries its catalog (provideCatalog, which
// the server entry exports for it); each loader reads the catalog from its own context
// (catalog-data.server.ts). Nothing else passes from the build to the app.
import { createContext, type RouterContextProvider } from 'react-router';

import { NO_PICTURES } from '../mapping/site-pictures';
import type { PictureLookup } from './pictures';
import { sampleCatalog, type CatalogDraft, type CrawledPost } from './catalog';

/**
 * What the builder gives the loaders: its catalog, each product's stored post and search entry, and
 * the pictures it took in (their copies on this site, by WordPress's address).
 */
export interface CatalogSource {
  catalog: CatalogDraft;
  post: (id: number) => CrawledPost;
  searchEntry: (id: number) => string;
  picture: PictureLookup;
}

function noProducts(id: number): never {
  throw new Error(`The catalog has no product ${id}`);
}

/**
 * Where no builder renders: React Router's render of the SPA shell during the compile (the builder
 * writes that page again), and the development server. A catalog without WordPress: the pages ask
 * WordPress from the browser, as the SPA fallback does.
 */
const WITHOUT_BUILDER: CatalogSource = {
  catalog: sampleCatalog(null, 0),
  post: noProducts,
  searchEntry: noProducts,
  picture: NO_PICTURES,
};

const catalogContext = createContext<CatalogSource>(WITHOUT_BUILDER);

/** The builder's side: the catalog every page it renders reads. */
export function provideCatalog(context: RouterContextProvider, source: CatalogSource): void {
  context.set(catalogContext, source);
}

/** The loaders' side. */
export function catalogSourceOf(context: Readonly<RouterContextProvider>): CatalogSource {
  return context.get(catalogContext);
}
