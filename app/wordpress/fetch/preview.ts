import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';

import type { Preview } from '../types';
import type { LiveWordPress } from '../wordpress-context';
import { mapPostDetailWithImage } from './map-post-detail-with-image';
import { getWordPressJson, WordPressError } from '../client';
import { companionPluginAnswers } from '../companion-plugin';
import { previewUrl } from '../plugin-endpoints';
import { isProtectedPost, wpPostSchema } from '../schemas';

/**
 * A post's preview (GET {plugin}/preview/{id}?token=…): the companion plugin answers it as the posts
 * route answers a published post, so it is validated and mapped as the product page's post is. Its
 * two refusals are answers, not failures: 401 for a link that does not open the post (whatever the
 * reason: the plugin never says), 404 from a plugin older than its preview route. A WordPress
 * without the plugin is not asked.
 */
export async function fetchPreview(
  wordpress: LiveWordPress,
  client: QueryClient,
  id: string,
  token: string,
  signal?: AbortSignal,
): Promise<Preview> {
  if (!(await companionPluginAnswers(client, wordpress))) return { kind: 'needs-plugin' };
  const url = previewUrl(wordpress.baseUrl, id, token);
  let body: unknown;
  try {
    ({ body } = await getWordPressJson(url, { signal }));
  } catch (error) {
    if (error instanceof WordPressError && error.status === 401) return { kind: 'refused' };
    if (error instanceof WordPressError && error.kind === 'missing') return { kind: 'needs-plugin' };
    throw error;
  }
  const parsed = v.safeParse(wpPostSchema, body);
  if (!parsed.success) throw new WordPressError('shape', url, 'the answer is not a post');
  if (isProtectedPost(parsed.output)) return { kind: 'password-protected' };
  return { kind: 'product', product: await mapPostDetailWithImage(wordpress, parsed.output, new Date(), signal) };
}
