// Reads the Theme Unit Test WordPress (wordpress/themeunit.sh) directly, to know what its product pages must show.
import { readFileSync } from 'node:fs';

import * as v from 'valibot';

import { THEME_UNIT_SUMMARY, urls } from './env';
import { plainText } from './wordpress';

const postSchema = v.object({
  id: v.number(),
  title: v.object({ rendered: v.string() }),
  content: v.object({ rendered: v.string(), protected: v.boolean() }),
});

export type ThemeUnitPost = v.InferOutput<typeof postSchema>;

async function getJson(path: string): Promise<{ body: unknown; totalPages: number }> {
  const response = await fetch(`${urls.themeUnitWordpressRest}${path}`, { signal: AbortSignal.timeout(20_000) });
  if (!response.ok) throw new Error(`Theme Unit Test WordPress ${path}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  return { body, totalPages: Number(response.headers.get('X-WP-TotalPages')) };
}

/**
 * The posts the REST API lists to anyone (published ones, password-protected included), all pages, in WordPress's
 * order (newest first); `query` filters them (e.g. `categories=7`).
 */
export async function themeUnitPosts(query = ''): Promise<ThemeUnitPost[]> {
  const posts: ThemeUnitPost[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const answer = await getJson(`/posts?per_page=100&page=${page}&_fields=id,title,content&${query}`);
    posts.push(...v.parse(v.array(postSchema), answer.body));
    totalPages = answer.totalPages;
  }
  return posts;
}

const categorySchema = v.object({ id: v.number(), name: v.string(), slug: v.string(), count: v.number() });

/** The category of a post with the fewest posts (its listing fits on one page of the site). */
export async function smallestCategoryOf(postId: number): Promise<v.InferOutput<typeof categorySchema>> {
  const { body } = await getJson(`/categories?post=${postId}&_fields=id,name,slug,count`);
  const [smallest] = v.parse(v.array(categorySchema), body).sort((a, b) => a.count - b.count);
  if (smallest === undefined) throw new Error(`post ${postId} has no category`);
  return smallest;
}

/** The product page's h1 for a post: WordPress's rendered title as text, '(Sem título)' when it is empty. */
export function expectedHeading(post: ThemeUnitPost): string {
  return plainText(post.title.rendered) || '(Sem título)';
}

const summarySchema = v.object({
  posts: v.array(
    v.object({ id: v.number(), status: v.string(), protected: v.boolean(), sticky: v.boolean(), title: v.string() }),
  ),
});

/** Posts of the export as the importer wrote them (.wordpress-themeunit/import-summary.json), drafts included. */
export function importedPosts(): v.InferOutput<typeof summarySchema>['posts'] {
  return v.parse(summarySchema, JSON.parse(readFileSync(THEME_UNIT_SUMMARY, 'utf8'))).posts;
}
