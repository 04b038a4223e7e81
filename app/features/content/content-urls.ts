import { CONTENT_ID_PREFIX, type LinkRelation } from './content-types';

/** What the content of one post needs to know to judge its links. */
export interface LinkContext {
  /** The post's own address at WordPress: relative URLs resolve against it, its host is "ours". */
  postUrl?: string;
  /** The post's affiliate link: links to the same shop are marked sponsored. */
  affiliateUrl?: string;
  /** Addresses of posts of the same WordPress (permalink -> id), so links to them stay on this site. */
  knownPosts?: ReadonlyMap<string, string>;
}

export interface ResolvedLink {
  href: string;
  relation: LinkRelation;
}

/**
 * Only http(s), mailto: and in-page `#` targets survive. The URL parser decides the scheme, so
 * tricks such as `java&#10;script:` or leading control characters are seen for what they are.
 */
export function resolveLink(raw: string, context: LinkContext): ResolvedLink | null {
  const trimmed = raw.trim();
  if (trimmed.startsWith('#')) {
    const id = contentId(trimmed.slice(1));
    return id === undefined ? null : { href: `#${id}`, relation: 'internal' };
  }
  const url = parseUrl(trimmed, context.postUrl);
  if (url === null) return null;
  if (url.protocol === 'mailto:') return { href: url.href, relation: 'internal' };
  if (!isWebUrl(url)) return null;
  const productId = postIdOf(url, context);
  if (productId !== undefined) return { href: `/product/${productId}`, relation: 'internal' };
  return { href: url.href, relation: relationOf(url, context) };
}

/** An http(s) address for an image or media file, resolved against the post; null otherwise. */
export function resolveMediaUrl(raw: string | undefined, context: LinkContext): string | null {
  if (raw === undefined) return null;
  const url = parseUrl(raw.trim(), context.postUrl);
  return url !== null && isWebUrl(url) ? url.href : null;
}

/** The `srcset` candidates whose URL is http(s) and whose descriptor is valid; undefined if none. */
export function resolveSrcSet(raw: string | undefined, context: LinkContext): string | undefined {
  if (raw === undefined) return undefined;
  const candidates = raw.split(',').flatMap((candidate) => {
    const [address, descriptor, ...rest] = candidate.trim().split(/\s+/);
    if (address === undefined || rest.length > 0) return [];
    if (descriptor !== undefined && !/^\d+(\.\d+)?[wx]$/.test(descriptor)) return [];
    const src = resolveMediaUrl(address, context);
    return src === null ? [] : [descriptor === undefined ? src : `${src} ${descriptor}`];
  });
  return candidates.length > 0 ? candidates.join(', ') : undefined;
}

/** An `id` safe to put on the page: word characters and dashes only, prefixed. */
export function contentId(raw: string | undefined): string | undefined {
  const id = raw?.trim();
  return id !== undefined && /^[\w-]{1,100}$/.test(id) ? `${CONTENT_ID_PREFIX}${id}` : undefined;
}

export function hostOf(href: string): string {
  return parseUrl(href)?.hostname.replace(/^www\./, '') ?? '';
}

function parseUrl(raw: string, base?: string): URL | null {
  try {
    return new URL(raw, base);
  } catch {
    return null;
  }
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function relationOf(url: URL, { postUrl, affiliateUrl }: LinkContext): LinkRelation {
  const host = url.hostname.replace(/^www\./, '');
  if (affiliateUrl !== undefined && host === hostOf(affiliateUrl)) return 'sponsored';
  if (postUrl !== undefined && host === hostOf(postUrl)) return 'internal';
  return 'external';
}

/** `?p=123` on the post's own WordPress, or the permalink of a post the context knows. */
function postIdOf(url: URL, { postUrl, knownPosts }: LinkContext): string | undefined {
  const key = permalinkKey(url.href);
  const known = key === undefined ? undefined : knownPosts?.get(key);
  if (known !== undefined) return known;
  const sameSite = postUrl !== undefined && url.hostname.replace(/^www\./, '') === hostOf(postUrl);
  const id = url.searchParams.get('p');
  return sameSite && /^\/(index\.php)?$/.test(url.pathname) && id !== null && /^\d+$/.test(id) ? id : undefined;
}

/**
 * Permalinks compared without scheme, `www.`, query, fragment and trailing slash. A site's root
 * has no key: with plain permalinks (`/?p=12`) every post shares it, and `?p=` is read instead.
 */
function permalinkKey(href: string): string | undefined {
  const url = parseUrl(href);
  const path = url?.pathname.replace(/\/+$/, '').replace(/\/index\.php$/, '');
  return url === null || !path ? undefined : `${url.hostname.replace(/^www\./, '')}${path}`.toLowerCase();
}

/** The `knownPosts` of a LinkContext, from posts' permalinks. */
export function indexPermalinks(posts: readonly { id: number | string; link?: string }[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const post of posts) {
    const key = post.link === undefined ? undefined : permalinkKey(post.link);
    if (key !== undefined) index.set(key, String(post.id));
  }
  return index;
}
