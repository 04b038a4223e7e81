import { searchSource } from '@/wordpress/build/build-data.server';
import { searchEngineStream } from '@/wordpress/build/search-index.server';

/** /search-engine.json, written at build time: MiniSearch's index of the cards (loaded with them), `null` without products. */
export async function loader() {
  return new Response(searchEngineStream(await searchSource()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
