import { catalogData } from '@/wordpress/catalog/catalog-data.server';
import { searchEngineStream } from '@/wordpress/catalog/search-index.server';

import type { Route } from './+types/search-engine';

/** /search-engine.json, written at build time: MiniSearch's index of the cards (loaded with them), `null` without products. */
export function loader({ context }: Route.LoaderArgs) {
  return new Response(searchEngineStream(catalogData(context).searchSource()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
