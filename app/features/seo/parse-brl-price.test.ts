import { describe, expect, it } from 'vitest';

import { parseBrlPrice } from './parse-brl-price';

describe('parseBrlPrice', () => {
  it.each([
    ['R$ 99,90', '99.90'],
    ['R$1.299,00', '1299.00'],
    ['R$ 12.345.678,99', '12345678.99'],
    ['R$ 250', '250.00'],
  ])('reads %s', (text, expected) => {
    expect(parseBrlPrice(text)).toBe(expected);
  });

  it.each(['Consulte o preço', 'A partir de R$ 199,00', 'R$ 9,90<img src=x>', 'US$ 10,00', 'R$ 1.2,00', ''])(
    'refuses %j',
    (text) => {
      expect(parseBrlPrice(text)).toBeNull();
    },
  );
});
