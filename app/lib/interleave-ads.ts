export type GridItem<T> = { kind: 'item'; item: T } | { kind: 'ad'; position: number };

/** An ad row after every `every`-th item, never after the last one (spec sections 2 and 9). */
export function interleaveAds<T>(items: readonly T[], every: number): GridItem<T>[] {
  return items.flatMap((item, index): GridItem<T>[] => {
    const count = index + 1;
    const adFollows = count % every === 0 && count < items.length;
    return adFollows
      ? [
          { kind: 'item', item },
          { kind: 'ad', position: count / every },
        ]
      : [{ kind: 'item', item }];
  });
}
