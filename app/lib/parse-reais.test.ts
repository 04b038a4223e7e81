import { describe, expect, it } from 'vitest';

import { parseReais } from './parse-reais';

describe('an amount typed in reais', () => {
  it('reads the ways Brazilians write it', () => {
    expect(parseReais('199')).toBe(19900);
    expect(parseReais('199,9')).toBe(19990);
    expect(parseReais('199,90')).toBe(19990);
    expect(parseReais('1.299,90')).toBe(129990);
    expect(parseReais(' R$ 1.299,90 ')).toBe(129990);
    expect(parseReais('R$1299')).toBe(129900);
    expect(parseReais('199.90')).toBe(19990);
  });

  it('refuses what is not an amount', () => {
    for (const typed of ['', 'abc', '0', '0,00', '-10', '1,999', '12.34.56', '1.29,90', '199,', 'R$']) {
      expect(parseReais(typed), typed).toBeNull();
    }
  });
});
