import * as v from 'valibot';

import { isHttpUrl } from '@/lib/wordpress-url';

import { fetchWordPressJson } from './fetch-wordpress-json';
import { wpMediaSchema } from './wordpress-schemas';

/** GET {base}/media/{id}: only for posts whose embedded data lacks the featured image. */
export async function getMediaUrl(baseUrl: string, mediaId: number, signal?: AbortSignal): Promise<string | null> {
  const outcome = await fetchWordPressJson(`${baseUrl}/media/${mediaId}`, signal);
  if (outcome.kind !== 'ok') return null;
  const parsed = v.safeParse(wpMediaSchema, outcome.body);
  const url = parsed.success ? parsed.output.source_url : undefined;
  if (url === undefined || !isHttpUrl(url)) {
    console.warn(`WordPress media ${mediaId} has no usable source_url`);
    return null;
  }
  return url;
}
