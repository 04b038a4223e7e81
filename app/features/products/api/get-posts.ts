import { fetchWordPressJson } from './fetch-wordpress-json';
import { parseEach, wpPostSchema, type WpPost } from './wordpress-schemas';

export interface PostsQuery {
  page: number;
  perPage: number;
  categoryId?: number;
  search?: string;
}

export interface PostsResult {
  posts: WpPost[];
  totalPages: number;
  /** False when WordPress could not be reached or answered with something unusable. */
  reachable: boolean;
}

/** GET {base}/posts?page&per_page&_embed[&categories][&search] (spec section 7). */
export async function getPosts(baseUrl: string, query: PostsQuery, signal?: AbortSignal): Promise<PostsResult> {
  const filters = new URLSearchParams();
  if (query.categoryId !== undefined) filters.set('categories', String(query.categoryId));
  if (query.search) filters.set('search', query.search);
  const url = `${baseUrl}/posts?page=${query.page}&per_page=${query.perPage}&_embed${filters.size > 0 ? `&${filters}` : ''}`;
  const outcome = await fetchWordPressJson(url, signal);
  if (outcome.kind !== 'ok') return { posts: [], totalPages: 0, reachable: outcome.kind === 'missing' };
  const posts = parseEach(wpPostSchema, outcome.body, url);
  if (posts === null) return { posts: [], totalPages: 0, reachable: false };
  const totalPages = Number(outcome.headers.get('X-WP-TotalPages'));
  return {
    posts,
    totalPages: Number.isInteger(totalPages) && totalPages > 0 ? totalPages : query.page,
    reachable: true,
  };
}
