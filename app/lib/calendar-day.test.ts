import { describe, expect, it } from 'vitest';

import { brazilianDate, dayIn } from './calendar-day';

describe('dayIn', () => {
  it('gives the day in the time zone, not the UTC day', () => {
    expect(dayIn('America/Sao_Paulo', new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(dayIn('America/Sao_Paulo', new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    expect(dayIn('UTC', new Date('2026-01-05T23:59:59Z'))).toBe('2026-01-05');
  });
});

describe('brazilianDate', () => {
  it('writes a day as dd/mm/aaaa', () => {
    expect(brazilianDate('2026-09-01')).toBe('01/09/2026');
  });
});
