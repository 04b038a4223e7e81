import { afterEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/config/site';

import { readStoredConsent, storeConsent } from '@/features/ads/consent-storage';

const decidedAt = Date.UTC(2025, 0, 31, 12);
const stored = (value: unknown) => window.localStorage.setItem(STORAGE_KEYS.consent, JSON.stringify(value));

describe('stored consent choice', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back what was stored', () => {
    storeConsent('granted', decidedAt);
    expect(readStoredConsent(decidedAt + 1000)).toEqual({ version: 1, ads: 'granted', decidedAt });
    storeConsent('denied', decidedAt);
    expect(readStoredConsent(decidedAt)?.ads).toBe('denied');
  });

  it('is kept for 12 months, then asked again', () => {
    storeConsent('granted', decidedAt);
    // 31 Jan 2025 + 12 months = 31 Jan 2026.
    expect(readStoredConsent(Date.UTC(2026, 0, 31, 11))?.ads).toBe('granted');
    expect(readStoredConsent(Date.UTC(2026, 0, 31, 12))).toBeNull();
  });

  it('ignores a choice dated in the future (a wrong clock or a forged value)', () => {
    storeConsent('granted', decidedAt);
    expect(readStoredConsent(decidedAt - 1)).toBeNull();
  });

  it.each([
    ['nothing stored', undefined],
    ['not JSON', '{granted'],
    ['another version', { version: 2, ads: 'granted', decidedAt }],
    ['an unknown answer', { version: 1, ads: 'yes', decidedAt }],
    ['a text date', { version: 1, ads: 'granted', decidedAt: '2025-01-31' }],
    ['a fractional date', { version: 1, ads: 'granted', decidedAt: 1.5 }],
    ['a negative date', { version: 1, ads: 'granted', decidedAt: -1 }],
    ['an array', ['granted']],
    ['null', null],
  ])('treats %s as no choice', (_case, value) => {
    if (typeof value === 'string') window.localStorage.setItem(STORAGE_KEYS.consent, value);
    else if (value !== undefined) stored(value);
    expect(readStoredConsent(decidedAt)).toBeNull();
  });

  it('treats unreadable storage as no choice, and a refused write as harmless', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storeConsent('granted', decidedAt)).not.toThrow();
    expect(readStoredConsent(decidedAt)).toBeNull();
  });
});
