import { describe, expect, it } from 'vitest';

import { copyHeight, copyWidths, MAX_PICTURE_BYTES, pictureName, refusal, shownArea } from './picture-rules';

const still = (width: number, height: number, format = 'jpeg') => ({ format, width, height, pages: undefined });

describe('the copies a picture gets', () => {
  it("takes the layout's widths below the upload's, then the upload's own up to 1080 px", () => {
    expect(copyWidths(1500)).toEqual([240, 480, 720, 1080]);
    expect(copyWidths(1080)).toEqual([240, 480, 720, 1080]);
    expect(copyWidths(900)).toEqual([240, 480, 720, 900]);
    expect(copyWidths(300)).toEqual([240, 300]);
    expect(copyWidths(120)).toEqual([120]);
  });

  it('skips a last width within a tenth of the one before it (a copy that would weigh the same)', () => {
    expect(copyWidths(760)).toEqual([240, 480, 720]);
    expect(copyWidths(800)).toEqual([240, 480, 720, 800]);
  });

  it("cuts a product picture to the card's centred 4:3 box, and keeps a content picture's shape", () => {
    expect(shownArea('product', 1500, 1000)).toEqual({ width: 1333, height: 1000 });
    expect(shownArea('product', 600, 900)).toEqual({ width: 600, height: 450 });
    expect(shownArea('content', 1500, 1000)).toEqual({ width: 1500, height: 1000 });
    expect(copyHeight(720, shownArea('product', 1500, 1000))).toBe(540);
    expect(copyHeight(720, shownArea('content', 1500, 1000))).toBe(480);
  });
});

describe("the copies' names", () => {
  it('come from the content and how it is shown: the same file at two addresses has one name, a changed file another', () => {
    const digest = 'a'.repeat(64);
    expect(pictureName(digest, 'product')).toBe(pictureName(digest, 'product'));
    expect(pictureName(digest, 'product')).not.toBe(pictureName(digest, 'content'));
    expect(pictureName('b'.repeat(64), 'product')).not.toBe(pictureName(digest, 'product'));
    expect(pictureName(digest, 'product')).toMatch(/^[0-9a-f]{20}$/);
  });
});

describe('the files the build refuses', () => {
  it('takes a JPEG, PNG, WebP, AVIF or GIF picture', () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'])
      expect(refusal(still(1200, 800, format), 1000)).toBeNull();
  });

  it('refuses what is not a picture, an SVG or a TIFF', () => {
    expect(refusal(null, 1000)).toBe('not a picture');
    expect(refusal(still(100, 100, 'svg'), 1000)).toMatch(/^SVG, not a JPEG/);
    expect(refusal(still(100, 100, 'tiff'), 1000)).toMatch(/^TIFF, not a JPEG/);
  });

  it('refuses a file over 25 MB, and a small file claiming more pixels than the build decodes (a decompression bomb)', () => {
    expect(refusal(still(1200, 800), MAX_PICTURE_BYTES + 1)).toBe('larger than 25 MB');
    expect(refusal(still(50_000, 50_000, 'png'), 3000)).toMatch(/^50000×50000 pixels, more than the 60 million/);
    expect(refusal(still(8160, 6120), 9_000_000)).toBeNull();
  });

  it('refuses an animation, whose copies would stand still', () => {
    expect(refusal({ ...still(400, 300, 'gif'), pages: 12 }, 5000)).toMatch(/animation/);
  });
});
