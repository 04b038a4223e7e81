// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { dayIn } from '@/lib/zoned-time';
import { SITE_TIME_ZONE } from '@/config/site';
import { wpPostSchema } from '../schemas';
import { NO_PICTURES } from '../mapping/site-pictures';
import { DEFAULT_SETTINGS } from '../settings';
import { derivePost, KnownPosts, mapCard } from './derive.server';

// 2026-11-25 01:00 UTC is still 2026-11-24 in São Paulo, the site's time zone (UTC-3).
const now = new Date('2026-11-25T01:00:00Z');
const context = { now, settings: DEFAULT_SETTINGS, pictures: NO_PICTURES };

function crawled(fields: Record<string, unknown> = {}) {
  return {
    post: v.parse(wpPostSchema, {
      id: 7,
      date: '2025-01-10T10:00:00',
      link: 'https://blog.example/escova/',
      title: { rendered: 'Escova' },
      content: { rendered: '<p>Veja a <a href="https://blog.example/secador/">secadora</a>.</p>' },
      meta: { price: 'R$ 219,90', affiliate_url: 'https://www.amazon.com.br/escova?tag=x' },
      ...fields,
    }),
  };
}

const history = {
  currency: 'BRL',
  points: [
    { date: '2026-07-27', store: 'Amazon', price_cents: 21990 },
    { date: '2026-11-14', store: 'Amazon', price_cents: 18990 },
  ],
  lowest_90: { price_cents: 18990, date: '2026-11-24', store: 'Amazon' },
};

const withHistory = crawled({
  meta: {
    price: 'R$ 219,90',
    affiliate_url: 'https://www.amazon.com.br/escova?tag=x',
    offers: [{ store: 'Amazon', price_cents: 18990, url: 'https://www.amazon.com.br/escova?tag=x' }],
  },
  price_history: history,
});

describe('derivePost: what the build remembers of a product', () => {
  it('notes the permalinks its links looked up, found or not', () => {
    const known = new KnownPosts([
      ['blog.example/escova', '7'],
      ['blog.example/secador', '9'],
    ]);
    expect(derivePost(crawled(), context, known).linkKeys).toEqual(['blog.example/escova', 'blog.example/secador']);
  });

  it('has nothing to judge again for an old product without a price history', () => {
    expect(derivePost(crawled(), context, new KnownPosts()).judgedUntil).toBeNull();
  });

  it("judges a product with a price history again from the site's next day on", () => {
    const { judgedUntil } = derivePost(withHistory, context, new KnownPosts());
    expect(judgedUntil).toBe(Date.parse('2026-11-25T03:00:00Z'));
    expect(dayIn(SITE_TIME_ZONE, new Date((judgedUntil ?? 0) - 1))).toBe('2026-11-24');
  });

  it("judges a product with dated offers again from the site's next day on ('verificado ontem'), or sooner when a price grows too old", () => {
    const dated = (checkedAt: string) =>
      crawled({
        meta: {
          price: 'R$ 219,90',
          offers: [
            {
              store: 'Amazon',
              price_cents: 18990,
              url: 'https://www.amazon.com.br/escova?tag=x',
              availability: 'in_stock',
              checked_at: checkedAt,
              price_source: 'store',
            },
          ],
        },
      });
    expect(derivePost(dated('2026-11-24T20:00:00Z'), context, new KnownPosts()).judgedUntil).toBe(
      Date.parse('2026-11-25T03:00:00Z'),
    );
    // The card tells no days: the listings showing it are not rendered again each day.
    const nextDay = { ...context, now: new Date('2026-11-26T01:00:00Z') };
    expect(derivePost(dated('2026-11-24T20:00:00Z'), nextDay, new KnownPosts()).cardDigest).toBe(
      derivePost(dated('2026-11-24T20:00:00Z'), context, new KnownPosts()).cardDigest,
    );
    // Seven days after 2026-11-18 02:00 UTC is before São Paulo's next midnight.
    expect(derivePost(dated('2026-11-18T02:00:00Z'), context, new KnownPosts()).judgedUntil).toBe(
      Date.parse('2026-11-25T02:00:00Z') + 1,
    );
  });

  it("keeps the card's digest with what the listings show of it", () => {
    const card = mapCard(withHistory, context);
    expect(card.priceHistory).toBeUndefined();
    const before = derivePost(crawled(), context, new KnownPosts()).cardDigest;
    expect(derivePost(crawled({ title: { rendered: 'Escova nova' } }), context, new KnownPosts()).cardDigest).not.toBe(
      before,
    );
    expect(
      derivePost(crawled({ content: { rendered: '<p>Outro texto.</p>' } }), context, new KnownPosts()).cardDigest,
    ).toBe(before);
  });
});
