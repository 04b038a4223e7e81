// Build-time only. Imports stay relative: react-router.config.ts loads this file outside Vite.
import { catalog } from '../../../config/site';
import { parseEach, wpCategorySchema, wpPostSchema, type WpCategory, type WpPost } from '../api/wordpress-schemas';

const PER_PAGE = 100;
const TIMEOUT_MS = 20_000;

/** ALLOW_SAMPLE_BUILD=1 (or true): build from the samples when the configured WordPress is unreachable. */
export function sampleBuildAllowed(env: Record<string, string | undefined>): boolean {
  return env.ALLOW_SAMPLE_BUILD === '1' || env.ALLOW_SAMPLE_BUILD === 'true';
}

/** Thrown when the configured WordPress cannot feed the build; the message names the address. */
export class WordPressBuildError extends Error {
  override name = 'WordPressBuildError';
}

async function getJson(url: string): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new WordPressBuildError(`WordPress at ${url} did not answer: ${String(error)}`);
  }
  if (!response.ok) throw new WordPressBuildError(`WordPress at ${url} answered HTTP ${response.status}`);
  try {
    return { body: await response.json(), headers: response.headers };
  } catch {
    throw new WordPressBuildError(`WordPress at ${url} did not answer with JSON`);
  }
}

/** Every published post, all pages (X-WP-TotalPages), with embedded media and terms. */
export async function fetchAllPosts(baseUrl: string): Promise<WpPost[]> {
  const posts: WpPost[] = [];
  let totalPages = 1;
  for (let page = 1; page <= totalPages; page += 1) {
    const { body, headers } = await getJson(`${baseUrl}/posts?page=${page}&per_page=${PER_PAGE}&_embed`);
    const listed = parseEach(wpPostSchema, body, `posts page ${page}`);
    if (listed === null) throw new WordPressBuildError(`WordPress at ${baseUrl} did not return a list of posts`);
    posts.push(...listed);
    const reported = Number(headers.get('X-WP-TotalPages'));
    totalPages = Number.isInteger(reported) && reported > 0 ? reported : 1;
  }
  return posts;
}

export async function fetchAllCategories(baseUrl: string): Promise<WpCategory[]> {
  const { body } = await getJson(`${baseUrl}/categories?per_page=${catalog.categoriesPerPage}`);
  return parseEach(wpCategorySchema, body, 'the categories') ?? [];
}
