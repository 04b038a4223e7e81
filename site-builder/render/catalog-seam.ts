// The builder's side of the one seam between the build and the app: every page it renders is asked
// for with a load context that carries its catalog. The server entry (app/entry.server.tsx) exports
// provideCatalog, which puts the catalog where the loaders read it (app/wordpress/catalog/
// catalog-source.server.ts); the builder never reaches the app's modules in any other way at render
// time: the context's key lives in the compiled server bundle, not in the builder's own copy.
import { RouterContextProvider, type ServerBuild } from 'react-router';

import type { CatalogSource } from '../../app/wordpress/catalog/catalog-source.server.ts';

/** A new load context for each request, carrying `source`. */
export function catalogLoadContext(build: ServerBuild, source: CatalogSource): () => RouterContextProvider {
  const provideCatalog: unknown = Reflect.get(build.entry.module, 'provideCatalog');
  if (typeof provideCatalog !== 'function') {
    throw new Error('The compiled server entry exports no provideCatalog: run a full build (npm run build).');
  }
  return () => {
    const context = new RouterContextProvider();
    Reflect.apply(provideCatalog, undefined, [context, source]);
    return context;
  };
}
