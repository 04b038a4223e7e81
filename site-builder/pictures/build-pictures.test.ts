// @vitest-environment node
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startLocalHttpHost, type LocalHttpHost } from '../test/local-http-host';

import type { CrawledPost } from '../../app/wordpress/catalog/catalog';
import { picturesDir, takeAllPictures, takeChangedPictures, type PictureStep } from './build-pictures';
import { PictureCache } from './picture-cache';
import { pictureKey } from './picture-table';

/** The uploads the test WordPress serves, by path (all, but for those in `missing`). */
const uploads = new Map<string, Buffer>();
const missing = new Set<string>();
const asked: string[] = [];
let host: LocalHttpHost;
let origin = '';

beforeAll(async () => {
  uploads.set(
    '/old.jpg',
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer(),
  );
  uploads.set(
    '/new.jpg',
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3c3' } })
      .jpeg()
      .toBuffer(),
  );
  host = await startLocalHttpHost((request, response) => {
    asked.push(request.url ?? '');
    const body = missing.has(request.url ?? '') ? undefined : uploads.get(request.url ?? '');
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Length': body.length }).end(body);
  });
  origin = host.origin;
});
afterAll(() => host.close());

let step: PictureStep;
beforeEach(() => {
  missing.clear();
  asked.length = 0;
  const dir = mkdtempSync(join(tmpdir(), 'build-pictures-'));
  step = { cache: new PictureCache(join(dir, 'cache')), clientDir: join(dir, 'client'), log: () => undefined };
  return () => rmSync(dir, { recursive: true, force: true });
});

/** Post `id` (1 unless given) with `path` as its featured image. */
function postShowing(path: string, id = 1): CrawledPost {
  return {
    post: {
      id,
      date: '2026-11-01T10:00:00',
      modified: '2026-11-01T10:00:00',
      link: `${origin}/post-${id}/`,
      title: { rendered: `Post ${id}` },
      excerpt: { rendered: '', protected: false },
      content: { rendered: '', protected: false },
      categories: [2],
      featured_media: 7,
      meta: {},
      _embedded: undefined,
    },
    mediaUrl: `${origin}${path}`,
  };
}

describe("an update's pictures", () => {
  it("takes in a changed post's new featured picture, and drops the copies of the one it replaced", async () => {
    const built = await takeAllPictures([1], () => postShowing('/old.jpg'), step);
    const oldName = built.taken[pictureKey(`${origin}/old.jpg`, 'product')]?.name;
    expect(oldName).toBeDefined();

    const { table, retaken } = await takeChangedPictures(built, [1], [], () => postShowing('/new.jpg'), step);

    const newKey = pictureKey(`${origin}/new.jpg`, 'product');
    const newName = table.taken[newKey]?.name;
    expect(table.posts['1']).toEqual([newKey]);
    expect(newName).toBeDefined();
    const files = readdirSync(picturesDir(step.clientDir));
    expect(files.filter((file) => file.startsWith(`${newName}-`)).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.startsWith(`${oldName}-`))).toEqual([]);
    expect(retaken).toEqual([]);
  });

  it('gives the picture a changed post brings to the other posts that failed to show it before', async () => {
    missing.add('/new.jpg');
    const before = (id: number) => postShowing(id === 1 ? '/old.jpg' : '/new.jpg', id);
    const built = await takeAllPictures([1, 2], before, step);
    const newKey = pictureKey(`${origin}/new.jpg`, 'product');
    expect(built.taken[newKey]).toBeUndefined();

    missing.clear();
    const { table, retaken } = await takeChangedPictures(built, [1], [], (id) => postShowing('/new.jpg', id), step);

    expect(table.taken[newKey]).toBeDefined();
    expect(table.posts['2']).toEqual([newKey]);
    expect(retaken).toEqual([2]);
  });

  it('takes nothing in for a changed post that was removed meanwhile', async () => {
    const built = await takeAllPictures([1], () => postShowing('/old.jpg'), step);

    const { table } = await takeChangedPictures(built, [1], [1], () => postShowing('/new.jpg'), step);

    expect(table).toEqual({ taken: {}, posts: {} });
    expect(readdirSync(picturesDir(step.clientDir))).toEqual([]);
    expect(asked).not.toContain('/new.jpg');
  });
});
