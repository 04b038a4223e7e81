import { describe, expect, it } from 'vitest';

import type { ContentNode } from '../content/content-types';
import type { PictureKind, SitePicture } from '../catalog/pictures';
import type { Product } from '../types';
import { keepSitePictures, NO_PICTURES, withSitePictures } from './site-pictures';

const UPLOADS = 'https://blog.example/wp-content/uploads/2026/11';
const picture = (source: string, name: string, width = 1080, height = 810): SitePicture => ({
  source,
  name,
  widths: [240, 480, 720, 1080].filter((candidate) => candidate <= width),
  width,
  height,
});

/** What the build took in: the fone's upload as a product picture, a photo of the content as the content's. */
const TAKEN = new Map<string, SitePicture>([
  [`product ${UPLOADS}/fone.jpg`, picture(`${UPLOADS}/fone.jpg`, 'a'.repeat(20))],
  [`content ${UPLOADS}/detalhe-1024x683.jpg`, picture(`${UPLOADS}/detalhe-1024x683.jpg`, 'b'.repeat(20), 1024, 683)],
]);
const lookup = (source: string, kind: PictureKind) => TAKEN.get(`${kind} ${source}`);

const product = (changes: Partial<Product> = {}): Product => ({
  id: '12',
  title: 'Fone',
  description: '',
  image: `${UPLOADS}/fone.jpg`,
  imageSrcSet: `${UPLOADS}/fone-480x360.webp 480w, ${UPLOADS}/fone-800x600.webp 800w`,
  imageAspectRatio: 4 / 3,
  category: 'Tecnologia',
  price: 'R$ 99,90',
  affiliateUrl: null,
  isNew: false,
  ...changes,
});

const content: ContentNode[] = [
  {
    type: 'element',
    tag: 'figure',
    children: [
      {
        type: 'image',
        src: `${UPLOADS}/detalhe-1024x683.jpg`,
        srcSet: `${UPLOADS}/detalhe-300x200.jpg 300w, ${UPLOADS}/detalhe-1024x683.jpg 1024w`,
        sizes: '(max-width: 1024px) 100vw, 1024px',
        width: 512,
        alt: 'Detalhe',
      },
      { type: 'image', src: 'https://outro.example/foto.jpg', alt: 'De fora' },
    ],
  },
];

describe('withSitePictures', () => {
  it("points a product at the build's copies, its link previews at the JPEG, and drops WordPress's sizes", () => {
    const shown = withSitePictures(product(), lookup);
    expect(shown.picture?.name).toBe('a'.repeat(20));
    expect(shown.image).toBe(`/pictures/${'a'.repeat(20)}.jpg`);
    expect(shown.imageSrcSet).toBeUndefined();
    expect(shown.imageAspectRatio).toBeUndefined();
  });

  it("points the content's pictures at their copies, keeps the post's width and gives the height the picture's shape", () => {
    const shown = withSitePictures(product({ content }), lookup);
    const figure = shown.content?.[0];
    if (typeof figure !== 'object' || figure.type !== 'element') throw new Error('no figure');
    expect(figure.children[0]).toEqual({
      type: 'image',
      src: `/pictures/${'b'.repeat(20)}-1024.webp`,
      width: 512,
      height: 342,
      alt: 'Detalhe',
      picture: TAKEN.get(`content ${UPLOADS}/detalhe-1024x683.jpg`),
    });
    // Another host's picture was never WordPress's: it stays as it is.
    expect(figure.children[1]).toEqual({ type: 'image', src: 'https://outro.example/foto.jpg', alt: 'De fora' });
  });

  it('leaves a picture the build did not take in (newer than the build, or failed) at WordPress, with its sizes', () => {
    expect(withSitePictures(product({ content }), NO_PICTURES)).toEqual(product({ content }));
  });
});

describe("the browser's refresh (keepSitePictures)", () => {
  const built = withSitePictures(product({ content }), lookup);

  it("keeps the build's copies of every picture WordPress still gives at the same address", () => {
    const refreshed = product({ title: 'Fone (editado)', content });
    const [kept] = keepSitePictures([refreshed], [built]);
    expect(kept?.title).toBe('Fone (editado)');
    expect(kept?.picture).toEqual(built.picture);
    expect(kept?.image).toBe(built.image);
    expect(kept?.content).toEqual(built.content);
  });

  it("shows a picture changed since the build from WordPress, with the plugin's WebP sizes", () => {
    const changed = product({
      image: `${UPLOADS}/fone-novo.jpg`,
      imageSrcSet: `${UPLOADS}/fone-novo-480x360.webp 480w`,
    });
    const [kept] = keepSitePictures([changed], [built]);
    expect(kept).toEqual(changed);
  });
});
