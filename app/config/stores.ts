type Contraction = 'no' | 'na' | 'nas';

/**
 * The stores owners sell from, each with 'em' and its article: Portuguese says 'no Mercado Livre',
 * 'na Amazon', 'nas Casas Bahia', and no rule finds the article from the name (a store is feminine
 * as 'a loja', masculine as 'o site', or as its own name says). Add a store here as it is written.
 */
const STORES: Readonly<Record<string, Contraction>> = {
  AliExpress: 'no',
  Amazon: 'na',
  Americanas: 'na',
  Boticário: 'no',
  'C&A': 'na',
  Carrefour: 'no',
  'Casas Bahia': 'nas',
  Centauro: 'na',
  Cobasi: 'na',
  Dafiti: 'na',
  Decathlon: 'na',
  'Droga Raia': 'na',
  Drogasil: 'na',
  Extra: 'no',
  'Fast Shop': 'na',
  Havan: 'na',
  'KaBuM!': 'no',
  Kalunga: 'na',
  'Leroy Merlin': 'na',
  MadeiraMadeira: 'na',
  Magalu: 'na',
  'Magazine Luiza': 'na',
  'Mercado Livre': 'no',
  Mobly: 'na',
  Natura: 'na',
  Netshoes: 'na',
  Petz: 'na',
  Pichau: 'na',
  Polishop: 'na',
  Ponto: 'no',
  'Ponto Frio': 'no',
  Renner: 'na',
  Riachuelo: 'na',
  Sephora: 'na',
  Shein: 'na',
  Shopee: 'na',
  Submarino: 'no',
  Temu: 'na',
  Terabyte: 'na',
  Zattini: 'na',
};

/**
 * The same name however an owner writes it: case, accents, spaces and punctuation aside ('kabum',
 * 'Fastshop'). Not lib/slugify: the product page alone uses this, and sharing it would put it in
 * every page's first download.
 */
function storeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const CONTRACTIONS = new Map<string, Contraction>(
  Object.entries(STORES).map(([name, contraction]) => [storeKey(name), contraction]),
);

/**
 * The store after 'Ver' on its offer: 'no Mercado Livre', 'na Amazon', 'nas Casas Bahia'. A store
 * named 'Loja …' or 'Lojas …' takes that word's article ('na Loja do Zé', 'nas Lojas Renner'); any
 * other store not in the table is 'na loja {nome}', right whatever its gender or number.
 */
export function atStore(name: string): string {
  const contraction = CONTRACTIONS.get(storeKey(name)) ?? ownArticle(name);
  return contraction === undefined ? `na loja ${name.trim()}` : `${contraction} ${name.trim()}`;
}

function ownArticle(name: string): Contraction | undefined {
  const first = storeKey(name.trim().split(/\s+/)[0] ?? '');
  if (first === 'loja') return 'na';
  if (first === 'lojas') return 'nas';
  return undefined;
}
