import { describe, expect, it } from 'vitest';

import { formatPrice } from './format-price';

describe('formatPrice', () => {
  it('writes cents as Brazilian reais with a plain space after the symbol', () => {
    expect(formatPrice(129990, 'BRL')).toBe('R$ 1.299,90');
    expect(formatPrice(1990, 'BRL')).toBe('R$ 19,90');
    expect(formatPrice(5, 'BRL')).toBe('R$ 0,05');
    expect(formatPrice(100000000, 'BRL')).toBe('R$ 1.000.000,00');
    expect(formatPrice(129990, 'BRL')).not.toMatch(/\u00a0/);
  });

  it('writes another currency with its own symbol', () => {
    expect(formatPrice(2500, 'USD')).toBe('US$ 25,00');
  });
});
