import { describe, expect, it } from 'vitest';

import { foldText } from './search-terms';
import { createProductSearch, type SearchDocument } from './product-search';
import seeded from './fixtures/seeded-posts.json';
import themeUnit from './fixtures/themeunit-posts.json';

// The relevance set (issue 17): ordinary searches over the seeded products and the Theme Unit Test
// posts, each naming the product(s) it must find first, in that order ([] = must find nothing).
// Fixtures: node scripts/search/extract-relevance-fixtures.mjs (from wordpress/lib/seed.php and the
// Theme Unit Test export), in the listing's order.

type Case = [query: string, first: string[], what: string];

const SEEDED: Case[] = [
  ['fone', ['fone-bluetooth-jbl-tune-520bt'], 'whole word, not "Microfone"'],
  ['fones', ['fone-bluetooth-jbl-tune-520bt'], 'plural -s'],
  ['fone bluetoth', ['fone-bluetooth-jbl-tune-520bt'], 'typo'],
  ['bluetooth fone', ['fone-bluetooth-jbl-tune-520bt'], 'word order'],
  ['fones de ouvido', ['fone-bluetooth-jbl-tune-520bt'], 'plural, stop word'],
  ['smartwach', ['smartwatch-amazfit-bip-5'], 'typo (missing letter)'],
  ['smartwatches', ['smartwatch-amazfit-bip-5'], 'English plural'],
  ['cafeteiras', ['cafeteira-expresso-oster-primalatte'], 'plural -s'],
  ['cafeteira expreso', ['cafeteira-expresso-oster-primalatte'], 'typo'],
  ['mochilas', ['mochila-antifurto-usb'], 'plural -s'],
  ['luminarias', ['luminaria-led-de-mesa-sem-imagem'], 'plural, no accent'],
  ['luminárias', ['luminaria-led-de-mesa-sem-imagem'], 'plural, accent'],
  ['LUMINARIA', ['luminaria-led-de-mesa-sem-imagem'], 'case'],
  ['oculos', ['oculos-de-sol-polarizado-uv400'], 'no accent'],
  ['óculos polarizados', ['oculos-de-sol-polarizado-uv400'], 'plural adjective'],
  ['relogio', ['relogio-casio-vintage-a168wa'], 'no accent'],
  ['relógios', ['relogio-casio-vintage-a168wa'], 'plural, accent'],
  ['garrafa termica', ['garrafa-termica-stanley-classic-1l'], 'no accent'],
  ['termica garrafa', ['garrafa-termica-stanley-classic-1l'], 'word order'],
  ['garrafas térmicas', ['garrafa-termica-stanley-classic-1l'], 'two plurals'],
  ['panela', ['jogo-de-panelas-tramontina-paris'], 'singular finds plural'],
  ['panelas antiaderentes', ['jogo-de-panelas-tramontina-paris'], 'plural finds singular'],
  ['tenis', ['tenis-olympikus-corre-3'], 'no accent'],
  ['escovas eletricas', ['escova-dental-eletrica-oral-b-pro-series-1'], 'plurals, no accent'],
  ['carregadores portateis', ['carregador-portatil-power-bank-20000mah'], 'plurals -es, -eis/-il'],
  ['carregador portátil', ['carregador-portatil-power-bank-20000mah'], 'whole title words above content'],
  ['caixa de som', ['caixa-de-som-jbl-go-3'], 'phrase'],
  ['caixas de som', ['caixa-de-som-jbl-go-3'], 'plural'],
  ['aspiradores robôs', ['aspirador-robo-wap-robot-w90'], 'plural -es, -s'],
  ['liquidificadores', ['liquidificador-philips-walita-serie-5000'], 'plural -es'],
  ['umidificador', ['umidificador-de-ar-ultrassonico'], 'singular'],
  ['umidifcador', ['umidificador-de-ar-ultrassonico'], 'typo'],
  ['balanca', ['balanca-de-bioimpedancia-bluetooth'], 'ç written c'],
  ['bicicletas ergometricas', ['bicicleta-ergometrica-dream-magnetica'], 'plurals, no accent'],
  ['bola futebol', ['bola-de-futebol-nike-strike'], 'without "de"'],
  ['webcam microfone', ['webcam-full-hd-1080p'], 'two words'],
  ['elasticos', ['kit-elasticos-extensores-treino'], 'no accent'],
  ['lanternas', ['lanterna-tatica-led-recarregavel'], 'plural'],
  ['chave de precisão', ['kit-chaves-de-precisao-24-em-1'], 'singular finds plural'],
  ['organizadores de cabo', ['organizador-de-cabos-magnetico'], 'plural and singular'],
  ['secador', ['kit-secador-e-chapinha-taiff'], 'singular'],
  ['yoga', ['tapete-de-yoga-sem-link'], 'one word'],
  ['tapetes', ['tapete-de-yoga-sem-link'], 'plural'],
  ['echo dot', ['echo-dot-5-geracao'], 'two words'],
  ['kindle', ['kindle-paperwhite-16gb'], 'brand'],
  ['fita led', ['fita-de-led-rgb-sem-preco'], 'without "de"'],
  ['massageadores', ['massageador-eletrico-pistola'], 'plural -es'],
  ['mouse sem fio', ['mouse-sem-fio-logitech-m720'], 'phrase'],
  ['geladeira', [], 'no result'],
  ['fone geladeira', [], 'every word must match'],
  ['xyz', [], 'no result'],
];

const THEME_UNIT: Case[] = [
  ['gallery', ['tu-1752', 'tu-555'], 'title word, the post about it first'],
  ['galleries', ['tu-1752', 'tu-555'], 'English plural, found as one typo'],
  ['nested lists', ['tu-1000'], 'plural'],
  ['featured image vertical', ['tu-1016'], 'three words'],
  ['vertical featured image', ['tu-1016'], 'word order'],
  ['password protected', ['tu-1168'], 'two words'],
  ['pingbacks trackbacks', ['tu-1149'], 'plurals as written'],
  ['paginated', ['tu-1171'], 'one word'],
  ['taumatawhakatangihanga', ['tu-1175'], 'start of a very long word'],
  ['youtube', ['tu-1161'], 'one word'],
  ['quote', ['tu-1749', 'tu-575'], 'the post about quotes first'],
  ['markup title', ['tu-1173', 'tu-1174'], 'two title words'],
  ['zzzz', [], 'no result'],
];

function check(documents: readonly SearchDocument[], cases: readonly Case[]) {
  const search = createProductSearch(documents);
  return cases.map(([query, first, what]) => {
    const found = search.search(query) ?? [];
    return { query, what, first, found: first.length === 0 ? found : found.slice(0, first.length) };
  });
}

describe('relevance set', () => {
  it('has at least 40 searches', () => {
    expect(SEEDED.length + THEME_UNIT.length).toBeGreaterThanOrEqual(40);
  });

  it.each(check(seeded, SEEDED))('seeded posts: "$query" ($what)', ({ first, found }) => {
    expect(found).toEqual(first);
  });

  it.each(check(themeUnit, THEME_UNIT))('Theme Unit Test: "$query" ($what)', ({ first, found }) => {
    expect(found).toEqual(first);
  });

  it('puts the headphones above the webcam "com Microfone" for "fone", and never the webcam alone', () => {
    const found = createProductSearch(seeded).search('fone') ?? [];
    expect(found[0]).toBe('fone-bluetooth-jbl-tune-520bt');
    expect(found).not.toContain('webcam-full-hd-1080p');
  });

  it('finds a singular and its irregular plural both ways', () => {
    const documents = [
      { id: 'colchao', title: 'Colchão de Casal', excerpt: '', category: '', content: '' },
      { id: 'animais', title: 'Cama para Animais', excerpt: '', category: '', content: '' },
      { id: 'papel', title: 'Suporte de Papel Toalha', excerpt: '', category: '', content: '' },
      { id: 'funil', title: 'Funil Dobrável', excerpt: '', category: '', content: '' },
      { id: 'pao', title: 'Forma de Pão', excerpt: '', category: '', content: '' },
      { id: 'nuvem', title: 'Luminária Nuvem', excerpt: '', category: '', content: '' },
    ];
    const search = createProductSearch(documents);
    const pairs: [string, string][] = [
      ['colchões', 'colchao'],
      ['animal', 'animais'],
      ['papéis', 'papel'],
      ['papeis', 'papel'],
      ['funis', 'funil'],
      ['pães', 'pao'],
      ['nuvens', 'nuvem'],
    ];
    for (const [query, id] of pairs) {
      expect(search.search(query), query).toEqual([id]);
    }
  });

  it('takes the last word as the start of a longer one from three letters on, and a shorter one as a whole word', () => {
    const search = createProductSearch(seeded);
    expect(search.search('caf')?.[0]).toBe('cafeteira-expresso-oster-primalatte');
    // Two letters match whole words only: none has 'ca' whole, so nothing is searched yet (the list stays).
    expect(search.search('ca')).toBeNull();
    // 'fone b': nothing has 'b' whole beside 'fone': the visitor is still typing it, 'fone' keeps its results.
    expect(search.search('fone b')).toEqual(search.search('fone'));
    // A whole short word still narrows: 'c' of 'USB-C' is a word.
    expect(search.search('usb c')?.length).toBeGreaterThan(0);
  });

  it('keeps the listing order between equal scores', () => {
    const twin = { title: 'Garrafa Térmica', excerpt: '', category: '', content: '' };
    const search = createProductSearch([
      { id: 'first', ...twin },
      { id: 'second', ...twin },
      { id: 'third', ...twin },
    ]);
    expect(search.search('garrafa')).toEqual(['first', 'second', 'third']);
  });

  it('finds posts added after the build, first on ties', () => {
    const search = createProductSearch(seeded);
    search.add([
      {
        id: 'new',
        title: 'Fone de Ouvido Bluetooth JBL Tune 520BT – Som Pure Bass',
        excerpt: '',
        category: '',
        content: '',
      },
    ]);
    expect(search.search('fone')).toContain('new');
  });
});

/**
 * WordPress's own `search=`: a LIKE '%term%' over title, excerpt and content for each word (AND),
 * case- but not accent-insensitive, newest first. Not the site's search; kept to show what it misses.
 */
function likeSearch(documents: readonly SearchDocument[], query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return documents
    .filter((document) =>
      words.every((word) => `${document.title} ${document.excerpt} ${document.content}`.toLowerCase().includes(word)),
    )
    .map((document) => document.id);
}

describe("WordPress's LIKE search on the same set", () => {
  it('misses plurals, typos and missing accents that the site finds', () => {
    const likeFirst = SEEDED.filter(([query, first]) => {
      const found = likeSearch(seeded, query);
      return first.length === 0 ? found.length === 0 : first.every((id, index) => found[index] === id);
    });
    // Measured: LIKE puts the right product first in fewer than half of these searches.
    expect(likeFirst.length).toBeLessThan(SEEDED.length / 2);
    expect(foldText('Fone')).toBe('fone');
    expect(likeSearch(seeded, 'fone')).toContain('webcam-full-hd-1080p');
    expect(likeSearch(seeded, 'cafeteiras')).toEqual([]);
  });
});
