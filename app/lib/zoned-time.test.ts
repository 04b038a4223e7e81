import { describe, expect, it } from 'vitest';

import { dayIn, timeIn } from './zoned-time';

describe('dayIn', () => {
  it('gives the day in the time zone, not the UTC day', () => {
    expect(dayIn('America/Sao_Paulo', new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-24');
    expect(dayIn('America/Sao_Paulo', new Date('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
    expect(dayIn('UTC', new Date('2026-01-05T23:59:59Z'))).toBe('2026-01-05');
  });
});

describe('timeIn', () => {
  it('gives the time of day in the time zone, on a 24-hour clock', () => {
    expect(timeIn('America/Sao_Paulo', new Date('2026-11-28T11:14:00Z'))).toBe('08:14');
    expect(timeIn('America/Sao_Paulo', new Date('2026-11-28T03:05:59Z'))).toBe('00:05');
    expect(timeIn('UTC', new Date('2026-11-28T23:59:00Z'))).toBe('23:59');
  });
});
