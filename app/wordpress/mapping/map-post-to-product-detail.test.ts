import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { indexPermalinks } from '../content/content-urls';
import { parsePostContent } from '../content/parse-post-content';

import { wpPostSchema } from '../schemas';
import { mapPostToProduct } from './map-post-to-product';
import { mapPostToProductDetail } from './map-post-to-product-detail';

const now = new Date('2026-11-22T12:00:00Z');

/** A post of blog.example whose affiliate shop is loja.example, mapped for its product page. */
function detailOf(json: Record<string, unknown>, knownPosts?: ReadonlyMap<string, string>) {
  const post = v.parse(wpPostSchema, {
    id: 10,
    link: 'https://blog.example/2026/11/fone/',
    title: { rendered: 'Fone' },
    meta: { affiliate_url: 'https://www.loja.example/p?tag=x' },
    ...json,
  });
  return mapPostToProductDetail(post, mapPostToProduct(post, { now, priceFreshDays: 30 }), {
    parseContent: parsePostContent,
    knownPosts,
  });
}
const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ');

describe('mapPostToProductDetail', () => {
  it('keeps the card fields and adds the content as structure', () => {
    const product = detailOf({
      content: { rendered: '<!-- wp:heading --><h2>Prós</h2><!-- /wp:heading --><ul><li>Leve</li></ul>' },
    });
    expect(product).toMatchObject({ id: '10', title: 'Fone', affiliateUrl: 'https://www.loja.example/p?tag=x' });
    expect(product.content).toEqual([
      { type: 'element', tag: 'h2', children: ['Prós'] },
      { type: 'element', tag: 'ul', children: [{ type: 'element', tag: 'li', children: ['Leve'] }] },
    ]);
  });

  it('counts the words of the content text for the reading time', () => {
    const html = `<p>${words(150)}</p><table><tr><td>${words(60)}</td></tr></table><script>${words(900)}</script>`;
    expect(detailOf({ content: { rendered: html } }).readTime).toBe('2 min');
    expect(detailOf({ content: { rendered: '' } })).toMatchObject({ content: [], readTime: '1 min' });
  });

  it('marks links to the affiliate shop sponsored and sends links to known posts to their product page', () => {
    const html =
      '<p><a href="https://loja.example/outro">loja</a> <a href="https://blog.example/2026/10/cafeteira/">review</a> <a href="https://blog.example/?p=7">antigo</a> <a href="https://blog.example/2026/11/fone/">este</a></p>';
    const knownPosts = indexPermalinks([{ id: 33, link: 'https://blog.example/2026/10/cafeteira/' }]);
    const [paragraph] = detailOf({ content: { rendered: html } }, knownPosts).content ?? [];
    expect(paragraph).toMatchObject({
      children: [
        { type: 'link', href: 'https://loja.example/outro', relation: 'sponsored' },
        ' ',
        { type: 'link', href: '/product/33', relation: 'internal' },
        ' ',
        { type: 'link', href: '/product/7', relation: 'internal' },
        ' ',
        { type: 'link', href: '/product/10', relation: 'internal' },
      ],
    });
  });

  it('ignores an affiliate link that is not http(s) when judging links', () => {
    const html = '<p><a href="https://loja.example/x">x</a></p>';
    const [paragraph] =
      detailOf({ content: { rendered: html }, meta: { affiliate_url: 'ftp://loja.example/x' } }).content ?? [];
    expect(paragraph).toMatchObject({ children: [{ type: 'link', relation: 'external' }] });
  });
});
