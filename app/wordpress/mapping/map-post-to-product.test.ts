import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { wpPostSchema } from '../schemas';
import { mapPostToProduct, needsMediaRequest } from './map-post-to-product';

const now = new Date('2026-11-22T12:00:00Z');
const parse = (json: unknown) => v.parse(wpPostSchema, json);

const fullPost = {
  id: 10,
  date: '2026-11-20T09:30:00',
  link: 'https://blog.example/fone/',
  title: { rendered: 'Fone &#8211; &#8220;Pro&#8221; &amp; cia' },
  excerpt: { rendered: '<p>Um resumo curto [&hellip;]</p>\n' },
  content: { rendered: '<p>Primeiro parágrafo.</p>\n<p>Segundo parágrafo.</p>' },
  categories: [3, 2],
  featured_media: 55,
  meta: { price: 'R$ 99,90', affiliate_url: 'https://loja.example/p?tag=x' },
  _embedded: {
    'wp:featuredmedia': [
      {
        source_url: 'https://blog.example/uploads/fone.jpg',
        media_details: {
          sizes: {
            medium: { source_url: 'https://blog.example/uploads/fone-300x200.jpg', width: 300 },
            large: { source_url: 'https://blog.example/uploads/fone-1024x683.jpg', width: 1024 },
          },
        },
      },
    ],
    'wp:term': [
      [
        { id: 2, name: 'Casa', taxonomy: 'category' },
        { id: 3, name: 'Tecnologia', taxonomy: 'category' },
      ],
      [{ id: 3, name: 'tag-com-mesmo-id', taxonomy: 'post_tag' }],
    ],
  },
};

describe('mapPostToProduct', () => {
  it('maps every field of a complete post', () => {
    expect(mapPostToProduct(parse(fullPost), { now, priceFreshDays: 30 })).toEqual({
      id: '10',
      title: 'Fone – “Pro” & cia',
      description: 'Um resumo curto [...]',
      image: 'https://blog.example/uploads/fone.jpg',
      imageSrcSet:
        'https://blog.example/uploads/fone-300x200.jpg 300w, https://blog.example/uploads/fone-1024x683.jpg 1024w',
      category: 'Tecnologia',
      categoryId: 3,
      price: 'R$ 99,90',
      affiliateUrl: 'https://loja.example/p?tag=x',
      isNew: true,
      publishedAt: '2026-11-20',
    });
  });

  it('applies the spec fallbacks to a bare post', () => {
    const product = mapPostToProduct(parse({ id: 3, meta: [] }), { now, priceFreshDays: 30 });
    expect(product).toMatchObject({
      id: '3',
      title: '(Sem título)',
      description: 'Descrição não disponível',
      image: '/images/placeholder.webp',
      category: 'Geral',
      price: 'Consulte o preço',
      affiliateUrl: null,
      isNew: false,
    });
    expect(product).not.toHaveProperty('content');
  });

  it('survives wrongly typed fields', () => {
    const product = mapPostToProduct(
      parse({
        id: 4,
        title: 'texto solto',
        excerpt: 7,
        categories: 'x',
        featured_media: null,
        meta: { price: 120 },
        _embedded: 'x',
        date: 42,
      }),
      { now, priceFreshDays: 30 },
    );
    expect(product).toMatchObject({
      title: '(Sem título)',
      category: 'Geral',
      price: '120',
      isNew: false,
      publishedAt: undefined,
    });
  });

  it('rejects a post without a usable id', () => {
    expect(v.safeParse(wpPostSchema, { title: { rendered: 'x' } }).success).toBe(false);
    expect(v.safeParse(wpPostSchema, { id: '12' }).success).toBe(false);
  });

  it('uses only http(s) links and images', () => {
    const hostile = {
      ...fullPost,
      link: 'javascript:alert(1)',
      meta: { affiliate_url: 'javascript:alert(1)' },
      _embedded: { 'wp:featuredmedia': [{ source_url: 'javascript:alert(1)' }] },
    };
    const product = mapPostToProduct(parse(hostile), { now, priceFreshDays: 30 });
    expect(product.affiliateUrl).toBeNull();
    expect(product.image).toBe('/images/placeholder.webp');
  });

  it('falls back to the post link when the affiliate link is missing', () => {
    const product = mapPostToProduct(parse({ ...fullPost, meta: { price: '' } }), { now, priceFreshDays: 30 });
    expect(product.affiliateUrl).toBe('https://blog.example/fone/');
    expect(product.price).toBe('Consulte o preço');
  });

  it('uses an image fetched separately when _embed lacks it', () => {
    const post = parse({ ...fullPost, _embedded: {} });
    expect(needsMediaRequest(post)).toBe(true);
    expect(needsMediaRequest(parse(fullPost))).toBe(false);
    expect(mapPostToProduct(post, { now, priceFreshDays: 30, mediaUrl: 'https://blog.example/m.png' }).image).toBe(
      'https://blog.example/m.png',
    );
    expect(mapPostToProduct(post, { now, priceFreshDays: 30, mediaUrl: null }).image).toBe('/images/placeholder.webp');
  });

  it("names a post whose title is empty or only markup '(Sem título)'", () => {
    expect(mapPostToProduct(parse({ ...fullPost, title: { rendered: '' } }), { now, priceFreshDays: 30 }).title).toBe(
      '(Sem título)',
    );
    expect(
      mapPostToProduct(parse({ ...fullPost, title: { rendered: ' <em> </em> ' } }), { now, priceFreshDays: 30 }).title,
    ).toBe('(Sem título)');
  });

  describe('image sized for its 4:3 slot', () => {
    const withSizes = (sizes: Record<string, { source_url: string; width: number; height?: number }>) =>
      parse({
        ...fullPost,
        _embedded: {
          'wp:featuredmedia': [{ source_url: 'https://blog.example/uploads/f.jpg', media_details: { sizes } }],
        },
      });
    const size = (width: number, height: number) => ({
      source_url: `https://blog.example/uploads/f-${width}x${height}.jpg`,
      width,
      height,
    });
    // A 600×900 upload after the plugin: its 800×600 crop comes out 600×600, its 1200×900 not at all.
    const portraitSizes = {
      thumbnail: size(150, 150),
      medium: size(200, 300),
      'curadoria-4x3-600': size(600, 450),
      'curadoria-4x3-480': size(480, 360),
      'curadoria-4x3-800': size(600, 600),
      full: size(600, 900),
    };

    const srcSet = (...sizes: { source_url: string; width: number }[]) =>
      sizes.map((candidate) => `${candidate.source_url} ${candidate.width}w`).join(', ');

    it('offers the 4:3 sizes instead of the taller ones, and keeps the upload as the image', () => {
      const product = mapPostToProduct(withSizes(portraitSizes), { now, priceFreshDays: 30 });
      expect(product.imageSrcSet).toBe(srcSet(size(480, 360), size(600, 450)));
      expect(product.image).toBe('https://blog.example/uploads/f.jpg');
    });

    it('offers the sizes wider than every 4:3 one too, for wide screens', () => {
      // A 1600×1067 landscape upload: crops up to 1200×900, then WordPress's own 1536 and the upload.
      const product = mapPostToProduct(
        withSizes({
          medium_large: size(768, 512),
          'curadoria-4x3-800': size(800, 600),
          'curadoria-4x3-1200': size(1200, 900),
          '1536x1536': size(1536, 1024),
          full: size(1600, 1067),
        }),
        { now, priceFreshDays: 30 },
      );
      expect(product.imageSrcSet).toBe(srcSet(size(800, 600), size(1200, 900), size(1536, 1024), size(1600, 1067)));
    });

    it('lists a 4:3 size given twice once', () => {
      const product = mapPostToProduct(withSizes({ a: size(480, 360), b: size(480, 360), full: size(600, 900) }), {
        now,
        priceFreshDays: 30,
      });
      expect(product.imageSrcSet).toBe(srcSet(size(480, 360), size(600, 900)));
    });

    it('offers one size per width, the shortest', () => {
      // A 1000×1500 upload: its 1200×900 crop comes out 1000×900, as wide as the upload.
      const product = mapPostToProduct(
        withSizes({ a: size(800, 600), 'curadoria-4x3-1200': size(1000, 900), full: size(1000, 1500) }),
        { now, priceFreshDays: 30 },
      );
      expect(product.imageSrcSet).toBe(srcSet(size(800, 600), size(1000, 900)));
    });

    it("offers the upload's own shape when no size is 4:3, not the sizes cut to another shape", () => {
      const { thumbnail, medium, full } = portraitSizes;
      const product = mapPostToProduct(withSizes({ full, medium, thumbnail }), { now, priceFreshDays: 30 });
      expect(product.image).toBe('https://blog.example/uploads/f.jpg');
      expect(product.imageSrcSet).toBe(srcSet(medium, full));
      expect(product.imageAspectRatio).toBeCloseTo(2 / 3);
    });

    it("offers a 3:2 upload's default sizes (WordPress rounds them) and says its shape", () => {
      // A 1500×1000 photo from before the plugin: WordPress's default sizes only.
      const product = mapPostToProduct(
        withSizes({
          thumbnail: size(150, 150),
          medium: size(300, 200),
          medium_large: size(768, 512),
          large: size(1024, 683),
          full: size(1500, 1000),
        }),
        { now, priceFreshDays: 30 },
      );
      expect(product.imageSrcSet).toBe(srcSet(size(300, 200), size(768, 512), size(1024, 683), size(1500, 1000)));
      expect(product.imageAspectRatio).toBe(1.5);
    });

    it('says the 4:3 shape when the 4:3 sizes are offered', () => {
      expect(mapPostToProduct(withSizes(portraitSizes), { now, priceFreshDays: 30 }).imageAspectRatio).toBe(4 / 3);
    });

    it('takes a size within 1% of 4:3 (pixel rounding) but not one further off', () => {
      // 400/299 is 0.3% wider than 4:3, 400/296 1.35% wider, 400/304 1.3% narrower.
      const { medium, full } = portraitSizes;
      const near = mapPostToProduct(withSizes({ medium, a: size(400, 299), full }), { now, priceFreshDays: 30 });
      expect(near.imageSrcSet).toBe(srcSet(size(400, 299), full));
      for (const offSlot of [size(400, 296), size(400, 304)]) {
        const product = mapPostToProduct(withSizes({ medium, a: offSlot, full }), { now, priceFreshDays: 30 });
        // Neither 4:3 nor the upload's shape.
        expect(product.imageSrcSet).toBe(srcSet(medium, full));
      }
    });

    it('does not take a 4:3 size whose URL is unsafe, nor a size without a height', () => {
      const unsafe = { source_url: 'https://blog.example/uploads/f 480x360.jpg', width: 480, height: 360 };
      const noHeight = { source_url: 'https://blog.example/uploads/f-480.jpg', width: 480 };
      expect(
        mapPostToProduct(withSizes({ medium: size(200, 300), a: unsafe }), { now, priceFreshDays: 30 }).imageSrcSet,
      ).toBeUndefined();
      expect(
        mapPostToProduct(withSizes({ medium: size(200, 300), a: noHeight }), { now, priceFreshDays: 30 }).imageSrcSet,
      ).toBe(srcSet(size(200, 300), noHeight));
    });
  });

  it('is not new after 30 days', () => {
    expect(
      mapPostToProduct(parse({ ...fullPost, date: '2026-09-01T10:00:00' }), { now, priceFreshDays: 30 }).isNew,
    ).toBe(false);
  });
});
