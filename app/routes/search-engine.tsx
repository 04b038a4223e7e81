import { buildSearchIndexFiles } from '@/wordpress/build/search-index.server';

/** /search-engine.json, written at build time: MiniSearch's index of the cards (loaded with them), `null` without products. */
export async function loader() {
  const { engine } = await buildSearchIndexFiles();
  return new Response(engine ?? 'null', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
