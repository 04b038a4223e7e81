import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { wpPostSchema } from '../api/wordpress-schemas';
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
    expect(mapPostToProduct(parse(fullPost), { now })).toEqual({
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
    const product = mapPostToProduct(parse({ id: 3, meta: [] }), { now });
    expect(product).toMatchObject({
      id: '3',
      title: '(Sem título)',
      description: 'Descrição não disponível',
      image: '/images/placeholder.svg',
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
      { now },
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
    const product = mapPostToProduct(parse(hostile), { now });
    expect(product.affiliateUrl).toBeNull();
    expect(product.image).toBe('/images/placeholder.svg');
  });

  it('falls back to the post link when the affiliate link is missing', () => {
    const product = mapPostToProduct(parse({ ...fullPost, meta: { price: '' } }), { now });
    expect(product.affiliateUrl).toBe('https://blog.example/fone/');
    expect(product.price).toBe('Consulte o preço');
  });

  it('uses an image fetched separately when _embed lacks it', () => {
    const post = parse({ ...fullPost, _embedded: {} });
    expect(needsMediaRequest(post)).toBe(true);
    expect(needsMediaRequest(parse(fullPost))).toBe(false);
    expect(mapPostToProduct(post, { now, mediaUrl: 'https://blog.example/m.png' }).image).toBe(
      'https://blog.example/m.png',
    );
    expect(mapPostToProduct(post, { now, mediaUrl: null }).image).toBe('/images/placeholder.svg');
  });

  it("names a post whose title is empty or only markup '(Sem título)'", () => {
    expect(mapPostToProduct(parse({ ...fullPost, title: { rendered: '' } }), { now }).title).toBe('(Sem título)');
    expect(mapPostToProduct(parse({ ...fullPost, title: { rendered: ' <em> </em> ' } }), { now }).title).toBe(
      '(Sem título)',
    );
  });

  it('is not new after 30 days', () => {
    expect(mapPostToProduct(parse({ ...fullPost, date: '2026-09-01T10:00:00' }), { now }).isNew).toBe(false);
  });
});
