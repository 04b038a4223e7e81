import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Under fake timers: lets about `ms` of fake time pass, then lets the (real) network of MSW answer
 * and React render what happened meanwhile; each call adds up to 20 ms more, so assertions about
 * retry times keep a margin.
 */
export function elapse(ms: number): Promise<void> {
  return act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let turn = 0; turn < 20; turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(1);
    }
  });
}
