import { describe, expect, it } from 'vitest';

import { imageSource, imageSourceSet } from './image-source';

const UPLOADS = 'https://meublog.com.br/wp-content/uploads/';

describe('imageSource', () => {
  it("asks this site for the build WordPress's uploads when images come through the site", () => {
    expect(imageSource(`${UPLOADS}2025/01/fone.jpg`, UPLOADS)).toBe('/wp-content/uploads/2025/01/fone.jpg');
    expect(imageSourceSet(`${UPLOADS}a-300x200.jpg 300w, ${UPLOADS}a.jpg 1200w`, UPLOADS)).toBe(
      '/wp-content/uploads/a-300x200.jpg 300w, /wp-content/uploads/a.jpg 1200w',
    );
  });

  it('leaves every other address alone', () => {
    expect(imageSource(`${UPLOADS}a.jpg`, null)).toBe(`${UPLOADS}a.jpg`);
    expect(imageSource('https://outro.com.br/wp-content/uploads/a.jpg', UPLOADS)).toBe(
      'https://outro.com.br/wp-content/uploads/a.jpg',
    );
    expect(imageSource('/images/samples/fone.svg', UPLOADS)).toBe('/images/samples/fone.svg');
    expect(imageSourceSet(undefined, UPLOADS)).toBeUndefined();
  });
});
