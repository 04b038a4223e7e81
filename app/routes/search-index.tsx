import { buildSearchIndex } from '@/wordpress/build/search-index.server';

/** /search-index.json, written at build time: what the listing's search reads (loaded on the first search). */
export async function loader() {
  return Response.json(await buildSearchIndex());
}
