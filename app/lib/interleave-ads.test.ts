import { describe, expect, it } from 'vitest';

import { interleaveAds } from './interleave-ads';

const adsAfter = (count: number) =>
  interleaveAds(
    Array.from({ length: count }, (_, index) => index + 1),
    8,
  ).flatMap((entry, index, all) => {
    const previous = all[index - 1];
    return entry.kind === 'ad' && previous?.kind === 'item' ? [previous.item] : [];
  });

describe('interleaveAds', () => {
  it('puts an ad row after the 8th and 16th product of twenty', () => {
    expect(adsAfter(20)).toEqual([8, 16]);
  });

  it('never ends the grid with an ad', () => {
    expect(adsAfter(16)).toEqual([8]);
    expect(adsAfter(8)).toEqual([]);
  });

  it('shows no ad when there are fewer than eight products', () => {
    expect(adsAfter(7)).toEqual([]);
  });

  it('keeps every product in order', () => {
    const entries = interleaveAds([1, 2, 3, 4, 5, 6, 7, 8, 9], 8);
    expect(entries.flatMap((entry) => (entry.kind === 'item' ? [entry.item] : []))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
