import { searchIndexStream } from '@/wordpress/build/build-data.server';

/** /search-index.json, written at build time: what the listing's search reads (loaded on the first search). */
export async function loader() {
  return new Response(await searchIndexStream(), { headers: { 'Content-Type': 'application/json' } });
}
