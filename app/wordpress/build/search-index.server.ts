import { contentText } from '../content/content-text';
import { cardFields } from '../mapping/card-fields';
import { INDEXED_CONTENT_CHARS, searchIndexFiles } from '../search/search-index';
import { getBuildCatalog } from './build-data.server';

/** The build's files for the search, made once per build (two routes read them). */
let files: Promise<ReturnType<typeof searchIndexFiles>> | undefined;

/**
 * The search files the build writes (/search-index.json, /search-engine.json): every product the
 * build read, as its card, and MiniSearch's index of its card and the opening of its text, in the
 * listing's order. A build from the samples writes no products and no index: the browser searches
 * the samples it already has.
 */
export function buildSearchIndexFiles(): Promise<ReturnType<typeof searchIndexFiles>> {
  files ??= getBuildCatalog().then(({ baseUrl, products, fetchedAt }) =>
    searchIndexFiles(
      { baseUrl, builtAt: fetchedAt },
      products.map((product) => ({
        product: cardFields(product),
        content: contentText(product.content ?? [])
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, INDEXED_CONTENT_CHARS),
      })),
    ),
  );
  return files;
}
