import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { catalog } from '@/config/site';
import { usePicturesHeld } from './use-pictures-held';

describe('usePicturesHeld', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const held = (initial: { search: string; typing: boolean }) =>
    renderHook(({ search, typing }) => usePicturesHeld(search, typing), { initialProps: initial });

  it('holds from each typed key until the visitor pauses', async () => {
    const hook = held({ search: '', typing: false });
    hook.rerender({ search: 'f', typing: true });
    expect(hook.result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(catalog.picturesAfterTypingMs - 50));
    hook.rerender({ search: 'fo', typing: true });
    await act(() => vi.advanceTimersByTimeAsync(catalog.picturesAfterTypingMs - 1));
    expect(hook.result.current).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(hook.result.current).toBe(false);
  });

  it('holds nothing for a search not typed (a shared link, back and forward) nor for a cleared box', async () => {
    const hook = held({ search: '', typing: false });
    hook.rerender({ search: 'fone', typing: false });
    expect(hook.result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(catalog.picturesAfterTypingMs));
    hook.rerender({ search: '', typing: true });
    expect(hook.result.current).toBe(false);
  });
});
