import { searchSource } from '@/wordpress/build/build-data.server';
import { searchIndexStream } from '@/wordpress/build/search-index.server';

/** /search-index.json, written at build time: the cards the listing's search shows (loaded on the first search). */
export async function loader() {
  return new Response(searchIndexStream(await searchSource()), { headers: { 'Content-Type': 'application/json' } });
}
