import * as v from 'valibot';

import { fetchWordPressJson } from './fetch-wordpress-json';
import { wpPostSchema, type WpPost } from './wordpress-schemas';

export type PostResult = { kind: 'found'; post: WpPost } | { kind: 'missing' } | { kind: 'failed' };

/** GET {base}/posts/{id}?_embed (spec section 7). */
export async function getPost(baseUrl: string, id: string, signal?: AbortSignal): Promise<PostResult> {
  if (!/^\d+$/.test(id)) return { kind: 'missing' };
  const outcome = await fetchWordPressJson(`${baseUrl}/posts/${id}?_embed`, signal);
  if (outcome.kind !== 'ok') return outcome.kind === 'missing' ? { kind: 'missing' } : { kind: 'failed' };
  const parsed = v.safeParse(wpPostSchema, outcome.body);
  if (!parsed.success) {
    console.warn(`WordPress post ${id} has an unexpected shape`);
    return { kind: 'failed' };
  }
  return { kind: 'found', post: parsed.output };
}
