import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { searchIndexStream } from '@/wordpress/catalog/search-index.server';

import type { Route } from './+types/search-index';

/** /search-index.json, written at build time: the cards the listing's search shows (loaded on the first search). */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(searchIndexStream(catalogData(context).searchSource()), {
    headers: { 'Content-Type': 'application/json' },
  });
}
