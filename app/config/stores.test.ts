import { describe, expect, it } from 'vitest';

import { atStore } from './stores';

describe('atStore', () => {
  it("gives each store its own article, contracted with 'em'", () => {
    expect(atStore('Mercado Livre')).toBe('no Mercado Livre');
    expect(atStore('Amazon')).toBe('na Amazon');
    expect(atStore('Casas Bahia')).toBe('nas Casas Bahia');
    expect(atStore('AliExpress')).toBe('no AliExpress');
    expect(atStore('Magazine Luiza')).toBe('na Magazine Luiza');
    expect(atStore('KaBuM!')).toBe('no KaBuM!');
  });

  it('knows a store however the owner wrote its name: case, accents, spaces and punctuation aside', () => {
    expect(atStore('mercado livre')).toBe('no mercado livre');
    expect(atStore('MERCADO  LIVRE')).toBe('no MERCADO  LIVRE');
    expect(atStore('MercadoLivre')).toBe('no MercadoLivre');
    expect(atStore('Kabum')).toBe('no Kabum');
    expect(atStore('Boticario')).toBe('no Boticario');
    expect(atStore(' Casas  Bahia ')).toBe('nas Casas  Bahia');
  });

  it("names a store it does not know as 'a loja', which is right whatever its gender or number", () => {
    expect(atStore('Bazar da Esquina')).toBe('na loja Bazar da Esquina');
    expect(atStore('Mercadinho')).toBe('na loja Mercadinho');
  });

  it("gives a store called 'Loja…' or 'Lojas…' that word's article", () => {
    expect(atStore('Loja do Zé')).toBe('na Loja do Zé');
    expect(atStore('Lojas Renner')).toBe('nas Lojas Renner');
  });
});
