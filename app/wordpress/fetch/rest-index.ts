import * as v from 'valibot';

import { getWordPressJson, WordPressError } from '../client';
import { restIndexUrl } from '../endpoints';
import { PLUGIN_NAMESPACE } from '../plugin-endpoints';
import { wpRestIndexSchema } from '../schemas';

/** Whether a REST index lists the companion plugin's namespace; a `shape` error of `url` when it is no REST index. */
export function listsCompanionPlugin(body: unknown, url: string): boolean {
  const index = v.safeParse(wpRestIndexSchema, body);
  if (!index.success) throw new WordPressError('shape', url, 'the answer is not a REST index');
  return index.output.namespaces.includes(PLUGIN_NAMESPACE);
}

/** GET {root}/?_fields=namespaces: whether the companion plugin answers at this WordPress. */
export async function fetchCompanionPluginListed(baseUrl: string, signal?: AbortSignal): Promise<boolean> {
  const url = restIndexUrl(baseUrl);
  const { body } = await getWordPressJson(url, { signal });
  return listsCompanionPlugin(body, url);
}
