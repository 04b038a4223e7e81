import type { WpPostVersion } from '../schemas';
import type { Product } from '../types';

/**
 * A token for the state of a post as the site shows it: WordPress's modification time, plus the
 * featured image and the companion plugin's fields, which an import or other code can change
 * without saving the post (then `modified` stays). Equal tokens mean a refresh has nothing to
 * change. Read from the whole post when mapped, and from `?_fields=id,modified,featured_media,meta`
 * when a refresh checks (fetch/post-versions.ts): both go through the same schema.
 */
export function postVersion({
  modified,
  featured_media,
  meta,
}: Omit<WpPostVersion, 'id' | 'content'>): string | undefined {
  // Without its modification time, an edit of the text would go unseen: such a post is always fetched.
  if (!modified) return undefined;
  return fnv1a(JSON.stringify([modified, featured_media, meta]));
}

/** The product's `version`, when WordPress said when the post was modified. */
export function versionField(post: Omit<WpPostVersion, 'id' | 'content'>): Pick<Product, 'version'> {
  const version = postVersion(post);
  return version === undefined ? {} : { version };
}

/**
 * 32-bit FNV-1a of the text, in base 36: seven characters in each card's build data, and enough to
 * tell two states of one post apart.
 */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
