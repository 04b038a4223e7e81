import { buildSearchIndexFiles } from '@/wordpress/build/search-index.server';

/** /search-index.json, written at build time: the cards the listing's search shows (loaded on the first search). */
export async function loader() {
  return Response.json((await buildSearchIndexFiles()).index);
}
