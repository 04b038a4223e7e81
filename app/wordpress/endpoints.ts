// Addresses of the WordPress REST calls (spec section 7), shared by the browser and the build.
// Imports stay relative: react-router.config.ts loads this file outside Vite.

export interface PostListQuery {
  page: number;
  perPage: number;
  categoryId?: number;
}

/**
 * What a listing reads of each post. `_embed=wp:featuredmedia` with `_fields` naming its link is
 * about half the bytes of a plain `_embed` (no authors, terms or replies), which matters on a
 * prepaid phone plan; category names come from the categories call instead.
 */
const LIST_FIELDS = [
  'id',
  'date',
  'modified',
  'link',
  'title',
  'excerpt',
  'categories',
  'featured_media',
  'meta',
  // The companion plugin's price history (absent without it): cards judge their price claims from it.
  'price_history',
  '_links.wp:featuredmedia',
  '_embedded',
].join(',');

function listFilters({ categoryId }: PostListQuery): string {
  return categoryId === undefined ? '' : `&categories=${categoryId}`;
}

/**
 * What a refresh reads first of each post (a few hundred bytes): what tells whether WordPress
 * changed what the site shows of it since the page's data was read (mapping/post-version.ts), and
 * whether it is password-protected (then it is no product).
 */
const VERSION_FIELDS = 'id,modified,featured_media,meta,content.protected';

/**
 * GET {base}/posts for a listing: card fields and the featured image only. Never `search=` (spec
 * section 7): the listing's search runs in the browser (README, "Search").
 */
export function postListUrl(baseUrl: string, query: PostListQuery): string {
  return `${baseUrl}/posts?page=${query.page}&per_page=${query.perPage}&_embed=wp:featuredmedia&_fields=${LIST_FIELDS}${listFilters(query)}`;
}

/** GET {base}/posts for a listing, each post's version only (see VERSION_FIELDS). */
export function postListVersionsUrl(baseUrl: string, query: PostListQuery): string {
  return `${baseUrl}/posts?page=${query.page}&per_page=${query.perPage}&_fields=${VERSION_FIELDS}${listFilters(query)}`;
}

/**
 * GET {base}/posts modified after the build (`since`, ms), 100 a page, with the content the search
 * reads; every post when `since` is null.
 */
export function newerPostsUrl(baseUrl: string, { page, since }: { page: number; since: number | null }): string {
  const after = since === null ? '' : `&modified_after=${encodeURIComponent(new Date(since).toISOString())}`;
  return `${baseUrl}/posts?page=${page}&per_page=100&_embed=wp:featuredmedia&_fields=${LIST_FIELDS},content${after}`;
}

/**
 * GET {base}/posts with everything a product page needs (content, terms, image, and every REST field
 * such as the companion plugin's `price_history`: no `_fields`), for the build, in the order of
 * their ids: a post published while the build reads the pages moves no other post.
 */
export function buildPostListUrl(baseUrl: string, { page, perPage }: Pick<PostListQuery, 'page' | 'perPage'>): string {
  return `${baseUrl}/posts?page=${page}&per_page=${perPage}&_embed=wp:featuredmedia,wp:term&orderby=id&order=asc`;
}

/** GET {base}/posts, the ids only, in the order of the ids (an update of the build finds removed posts). */
export function buildPostIdsUrl(baseUrl: string, { page, perPage }: Pick<PostListQuery, 'page' | 'perPage'>): string {
  return `${baseUrl}/posts?page=${page}&per_page=${perPage}&_fields=id&orderby=id&order=asc`;
}

/** GET {base}/posts/{id}?_embed: every field, the companion plugin's `price_history` included. */
export function postUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/posts/${encodeURIComponent(id)}?_embed`;
}

/** GET {base}/posts/{id}, its version only (see VERSION_FIELDS). */
export function postVersionUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/posts/${encodeURIComponent(id)}?_fields=${VERSION_FIELDS}`;
}

/** GET {base}/categories?per_page=N */
export function categoriesUrl(baseUrl: string, perPage: number): string {
  return `${baseUrl}/categories?per_page=${perPage}`;
}

/** GET {base}/media/{id} */
export function mediaUrl(baseUrl: string, mediaId: number): string {
  return `${baseUrl}/media/${mediaId}`;
}

/** GET {base}/pages?slug=a,b: the site's institutional pages, by slug. */
export function sitePagesUrl(baseUrl: string, slugs: readonly string[], withContent: boolean): string {
  // Without the content, still whether it is password-protected: such a page has no public page.
  const fields = withContent ? 'id,slug,title,excerpt,content,modified' : 'id,slug,title,content.protected';
  return `${baseUrl}/pages?slug=${slugs.map(encodeURIComponent).join(',')}&per_page=${slugs.length}&_fields=${fields}`;
}

/** GET {base}/posts?include=…: the listed posts with those ids, in that order. */
export function postsByIdsUrl(baseUrl: string, ids: readonly number[]): string {
  return `${postListUrl(baseUrl, { page: 1, perPage: ids.length })}&include=${ids.join(',')}&orderby=include`;
}

/** GET {base}/posts?include=…: the versions of the posts with those ids, in that order. */
export function postVersionsByIdsUrl(baseUrl: string, ids: readonly number[]): string {
  return `${postListVersionsUrl(baseUrl, { page: 1, perPage: ids.length })}&include=${ids.join(',')}&orderby=include`;
}

/**
 * GET: the REST index, its namespaces only (WordPress honours `_fields` there too: about 200 bytes
 * instead of the description of every route, 170 kB on a bare WordPress 6.1). It lists the
 * namespace of every plugin that adds routes (see plugin-endpoints.ts).
 */
export function restIndexUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/wp\/v2$/, '')}/?_fields=namespaces`;
}
