import { contentText } from '../content/content-text';
import { cardFields } from '../mapping/card-fields';
import { INDEXED_CONTENT_CHARS, type SearchIndexFile } from '../search/search-index';
import { getBuildCatalog } from './build-data.server';

/**
 * The search index the build writes (/search-index.json): every product the build read, as its card
 * and the opening of its text, in the listing's order. A build from the samples writes no entries:
 * the browser searches the samples it already has.
 */
export async function buildSearchIndex(): Promise<SearchIndexFile> {
  const { baseUrl, products, fetchedAt } = await getBuildCatalog();
  return {
    baseUrl,
    builtAt: fetchedAt,
    entries: products.map((product) => ({
      product: cardFields(product),
      content: contentText(product.content ?? [])
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, INDEXED_CONTENT_CHARS),
    })),
  };
}
