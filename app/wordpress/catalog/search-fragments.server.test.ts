// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { shopCatalog, type ShopPost } from '../search/fixtures/shop-catalog';
import {
  buildSearchFragments,
  updateSearchFragments,
  type ChangedProduct,
  type FragmentFiles,
  type FragmentSource,
} from './search-fragments.server';

// An update rewrites only the fragments a change touches, and what it writes equals what a full build
// of the new catalog writes, file for file.

const CATALOG = { baseUrl: 'https://loja.example/wp-json/wp/v2', builtAt: 1 };

function source(post: ShopPost): FragmentSource {
  const { postId, ...document } = post;
  return { id: postId, card: JSON.stringify({ id: String(postId), title: post.title }), document };
}

function build(posts: readonly ShopPost[]) {
  const files = new Map<string, string>();
  const record = buildSearchFragments(CATALOG, posts.map(source), (file) => files.set(file.path, file.text));
  return { files, record };
}

function onDisk(files: Map<string, string>): FragmentFiles & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    read: (path) => files.get(path) ?? null,
    write: ({ path, text }) => {
      written.push(path);
      files.set(path, text);
    },
    remove: (path) => {
      written.push(path);
      files.delete(path);
    },
  };
}

function update(before: readonly ShopPost[], after: readonly ShopPost[], changedIds: readonly number[]) {
  const { files, record } = build(before);
  const byId = (posts: readonly ShopPost[]) => new Map(posts.map((post) => [post.postId, post]));
  const old = byId(before);
  const now = byId(after);
  const changed: ChangedProduct[] = changedIds.map((id) => {
    const was = old.get(id);
    const is = now.get(id);
    return { id, before: was === undefined ? null : source(was).document, after: is === undefined ? null : source(is) };
  });
  const disk = onDisk(files);
  const next = updateSearchFragments(
    CATALOG,
    after.map((post) => post.postId),
    record,
    changed,
    disk,
    (id) => source(now.get(id) ?? at(after, 0)).card,
  );
  if (next === null) throw new Error('the update asked for every fragment again');
  return { files, record: next, written: disk.written };
}

/** The post at `index` of `list`. */
function at(list: readonly ShopPost[], index: number): ShopPost {
  const post = list[index];
  if (post === undefined) throw new Error(`no post ${index}`);
  return post;
}

describe('an update of the search fragments', () => {
  const posts = shopCatalog(3000);

  it('equals a full build after an edit, a new post and a removed post, and writes few files', () => {
    const edited = { ...at(posts, 10), title: 'Cafeteira Nova Expresso Zzyzx 110V' };
    const added: ShopPost = { ...at(posts, 0), postId: 99_999, id: '99999', title: 'Fone Novo Qwertz Bluetooth' };
    const after = [added, ...posts.slice(0, 10), edited, ...posts.slice(11, 500), ...posts.slice(501)];
    const updated = update(posts, after, [edited.postId, added.postId, at(posts, 500).postId]);
    const full = build(after);
    expect([...updated.files.keys()].sort()).toEqual([...full.files.keys()].sort());
    for (const [path, text] of full.files) expect(updated.files.get(path), path).toBe(text);
    expect(updated.record).toEqual(full.record);
    // Three posts of 3,000: their shards, vocabulary and cards, not the whole index.
    expect(updated.written.length).toBeLessThan(full.files.size / 4);
  });

  it('asks for every fragment again, writing none, when a category comes or goes', () => {
    const { files, record } = build(posts);
    const moved = { ...at(posts, 3), category: 'Uma Categoria Nova' };
    const disk = onDisk(files);
    const changed = [{ id: moved.postId, before: source(at(posts, 3)).document, after: source(moved) }];
    const order = posts.map((post) => post.postId);
    expect(updateSearchFragments(CATALOG, order, record, changed, disk, () => '{}')).toBeNull();
    expect(disk.written).toEqual([]);
  });

  it('rewrites every card file when their number changes, and still equals a full build', () => {
    const small = posts.slice(0, 8);
    // Two posts whose ids fall in the same files: the files of the others must be written again too.
    const added = [at(posts, 8), at(posts, 12)];
    expect(added.map((post) => post.postId % 4)).toEqual([0, 0]);
    const grown = [...added, ...small];
    const updated = update(
      small,
      grown,
      added.map((post) => post.postId),
    );
    const full = build(grown);
    expect(Object.fromEntries(updated.files)).toEqual(Object.fromEntries(full.files));
  });
});
