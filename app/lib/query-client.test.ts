import { describe, expect, it } from 'vitest';

import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  const queries = createQueryClient().getDefaultOptions().queries;

  it('retries a failed request 3 times and keeps unused data for 5 minutes', () => {
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(5 * 60 * 1000);
  });

  it('waits min(1000 * 2^n, 30000) ms before retry n', () => {
    const retryDelay = queries?.retryDelay;
    if (typeof retryDelay !== 'function') throw new Error('retryDelay must be a function');
    const delays = [0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt, new Error('x')));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
