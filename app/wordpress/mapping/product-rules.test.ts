import { describe, expect, it } from 'vitest';

import { isNewProduct, priceFreshness, readingTime } from './product-rules';

describe('readingTime', () => {
  const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ');

  it('is at least one minute', () => {
    expect(readingTime('')).toBe('1 min');
    expect(readingTime(words(1))).toBe('1 min');
  });

  it('rounds words / 200 up', () => {
    expect(readingTime(words(200))).toBe('1 min');
    expect(readingTime(words(201))).toBe('2 min');
    expect(readingTime(words(1000))).toBe('5 min');
  });
});

describe('isNewProduct', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('is new within the last 30 days', () => {
    expect(isNewProduct('2026-11-22', now)).toBe(true);
    expect(isNewProduct('2026-10-24', now)).toBe(true);
  });

  it('is not new after 30 days', () => {
    expect(isNewProduct('2026-10-22', now)).toBe(false);
    expect(isNewProduct('2025-11-22', now)).toBe(false);
  });
});

describe('priceFreshness', () => {
  const now = new Date('2026-11-24T12:00:00Z');

  it("vouches for a checked price until the end of the owner's window, and no longer", () => {
    expect(priceFreshness('2026-11-10', now, 30)).toEqual({
      priceFreshUntil: '2026-12-10',
      priceMayHaveChanged: false,
    });
    expect(priceFreshness('2026-11-10', now, 14)).toEqual({ priceFreshUntil: '2026-11-24', priceMayHaveChanged: true });
    expect(priceFreshness('2026-11-11', now, 14)).toEqual({
      priceFreshUntil: '2026-11-25',
      priceMayHaveChanged: false,
    });
  });

  it('gives nothing for a day that is not a date', () => {
    expect(priceFreshness('ontem', now, 30)).toBeNull();
  });
});
