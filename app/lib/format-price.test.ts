import { describe, expect, it, vi } from 'vitest';

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

  it('writes reais exactly as Intl does', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const amounts = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 1234567, 99999999, 123456789012, -1, -150, -123456,
    ];
    for (const cents of amounts) {
      expect(formatPrice(cents, 'BRL')).toBe(intl.format(cents / 100).replace(/[\u00a0\u202f]/g, ' '));
    }
  });

  it('makes no Intl formatter for reais, whose first one costs a phone a long task', async () => {
    vi.resetModules();
    const fresh = await import('./format-price');
    const makeFormatter = vi.spyOn(Intl, 'NumberFormat');
    fresh.formatPrice(129990, 'BRL');
    expect(makeFormatter).not.toHaveBeenCalled();
    makeFormatter.mockRestore();
  });
});
