import { productPath } from '../../config/paths';
import { CONTENT_ID_PREFIX, type ContentNode, type LinkRelation } from './content-types';

/** What the content of one post needs to know to judge its links. */
export interface LinkContext {
  /** The post's own address at WordPress: relative URLs resolve against it, its host is "ours". */
  postUrl?: string;
  /** The post's affiliate link: links to the same shop are marked sponsored. */
  affiliateUrl?: string;
  /** Addresses of posts of the same WordPress (permalink -> id), so links to them stay on this site. */
  knownPosts?: ReadonlyMap<string, string>;
}

interface ResolvedLink {
  href: string;
  relation: LinkRelation;
  /** The permalink a `/product/{id}` link was resolved from (see knownPostsIn). */
  permalink?: string;
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
  const key = permalinkKey(url.href);
  const knownId = key === undefined ? undefined : context.knownPosts?.get(key);
  if (knownId !== undefined) return { href: productPath(knownId), relation: 'internal', permalink: url.href };
  const queriedId = queriedPostId(url, context);
  if (queriedId !== undefined) return { href: productPath(queriedId), relation: 'internal' };
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

/** `?p=123` on the post's own WordPress: the id is in the address itself. */
function queriedPostId(url: URL, { postUrl }: LinkContext): string | undefined {
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

/**
 * The permalinks a content tree resolved to product pages (permalink -> id). The build knows every
 * post; the browser does not, so a refresh passes these on to resolve the same links again.
 */
export function knownPostsIn(nodes: readonly ContentNode[] = []): Map<string, string> {
  const known = new Map<string, string>();
  const visit = (list: readonly ContentNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if ((node.type === 'link' || node.type === 'link-card') && node.permalink !== undefined) {
        const key = permalinkKey(node.permalink);
        if (key !== undefined) known.set(key, node.href.replace(/^\/product\//, ''));
      }
      if (node.type === 'element' || node.type === 'link') visit(node.children);
      if (node.type === 'gallery') visit(node.items);
    }
  };
  visit(nodes);
  return known;
}
