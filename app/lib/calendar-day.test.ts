import { describe, expect, it } from 'vitest';

import { brazilianDate } from './calendar-day';

describe('brazilianDate', () => {
  it('writes a day as dd/mm/aaaa', () => {
    expect(brazilianDate('2026-09-01')).toBe('01/09/2026');
  });
});
