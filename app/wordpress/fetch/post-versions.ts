import * as v from 'valibot';

import { getWordPressJson, totalPagesOf, WordPressError } from '../client';
import { rejudgeProduct } from '../mapping/map-post-to-product';
import { postVersion } from '../mapping/post-version';
import { parseEach, wpPostVersionSchema, type WpPostVersion } from '../schemas';
import type { Product } from '../types';
import type { LiveWordPress } from '../wordpress-context';

// A refresh of data the page already has (the build's, or an earlier answer) first asks WordPress
// for the posts' versions, a few hundred bytes each (modification time, featured image, the
// companion plugin's fields: mapping/post-version.ts). When they are the posts the page shows, each
// in the state the page's copy was read from, the page keeps its products: no whole post is
// downloaded, validated or mapped, and the product page loads no HTML parser. Only the rules that
// depend on the day (new, price freshness) are judged again.
//
// What WordPress changes outside the post is not seen until the post changes or the site is
// rebuilt: the files of its featured image regenerated, a category renamed.

interface PostVersion {
  id: string;
  version?: string;
}

function versionOf(post: WpPostVersion): PostVersion {
  return { id: String(post.id), version: postVersion(post) };
}

/** Whether the products are these posts, in this order, each as WordPress has it now. */
function unchanged(products: readonly Product[], versions: readonly PostVersion[]): boolean {
  return (
    products.length === versions.length &&
    products.every(
      (product, index) =>
        product.version !== undefined &&
        product.id === versions[index]?.id &&
        product.version === versions[index].version,
    )
  );
}

/** The products as they are now, or null when WordPress lists other posts or changed one. */
function keptIf(same: boolean, products: readonly Product[], { priceFreshDays }: LiveWordPress): Product[] | null {
  if (!same) return null;
  const now = new Date();
  return products.map((product) => rejudgeProduct(product, { now, priceFreshDays }));
}

/**
 * A list (a listing page, 'Mais Lidas') the page has, kept when the versions WordPress lists at
 * `versionsUrl` match it; null when the list must be fetched whole. `totalPages`, when given, must
 * match too (posts added or removed elsewhere in the listing).
 */
export async function keptListIfUnchanged(
  wordpress: LiveWordPress,
  versionsUrl: string,
  previous: { products: readonly Product[]; totalPages?: number },
  signal?: AbortSignal,
): Promise<Product[] | null> {
  const { body, headers } = await getWordPressJson(versionsUrl, { signal });
  const versions = parseEach(wpPostVersionSchema, body, versionsUrl)
    .filter((post) => !post.content.protected)
    .map(versionOf);
  const samePages = previous.totalPages === undefined || totalPagesOf(headers) === previous.totalPages;
  return keptIf(samePages && unchanged(previous.products, versions), previous.products, wordpress);
}

/**
 * One product the page has, kept when WordPress's version of the post matches it; null when the
 * post must be fetched whole. A post the visitor may not read (401, 403) is `missing`, like one
 * WordPress does not have (404).
 */
export async function keptProductIfUnchanged(
  wordpress: LiveWordPress,
  versionUrl: string,
  previous: Product,
  signal?: AbortSignal,
): Promise<Product | null> {
  const { body } = await getWordPressJson(versionUrl, { signal }).catch((error: unknown) => {
    throw asMissing(error, versionUrl);
  });
  const parsed = v.safeParse(wpPostVersionSchema, body);
  if (!parsed.success) throw new WordPressError('shape', versionUrl, 'the answer is not a post');
  if (parsed.output.content.protected) return null;
  return keptIf(unchanged([previous], [versionOf(parsed.output)]), [previous], wordpress)?.[0] ?? null;
}

/** Drafts and private posts answer 401/403: to a visitor they are missing. */
export function asMissing(error: unknown, url: string): unknown {
  return error instanceof WordPressError && (error.status === 401 || error.status === 403)
    ? new WordPressError('missing', url, `HTTP ${error.status}`, error.status)
    : error;
}
