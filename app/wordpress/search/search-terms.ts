import { stemmer } from '@orama/stemmers/portuguese';

// How a text becomes search terms, the same for the index and the visitor's words: lower case,
// accents dropped, Portuguese plurals and inflections reduced by the Snowball Portuguese stemmer.

/** Words too common to tell products apart; a search made only of them finds nothing more. */
const STOP_WORDS = new Set([
  'a',
  'o',
  'as',
  'os',
  'e',
  'de',
  'da',
  'do',
  'das',
  'dos',
  'em',
  'um',
  'uma',
  'com',
  'para',
  'por',
  'no',
  'na',
  'nos',
  'nas',
  'mais',
]);

/** Letters and digits, split at anything else ('USB-C' gives 'usb' and 'c'; '520BT' stays one word). */
const WORD = /[\p{L}\p{N}]+/gu;

/** Case and accents do not matter: 'Óculos' and 'oculos' are one word. 'ç' becomes 'c'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function tokenize(text: string): string[] {
  return foldText(text).match(WORD) ?? [];
}

/**
 * Plural endings the Snowball stemmer leaves apart from their singular ('colchões'/'colchão',
 * 'animais'/'animal', 'papéis'/'papel', 'funis'/'funil', 'nuvens'/'nuvem'): the plural reduction
 * step of the RSLP stemmer (Orengo & Huyck, 2001), which no maintained package ships, on accent-free
 * text. Snowball then treats singular and plural alike.
 */
const PLURALS: readonly [RegExp, string][] = [
  [/oes$/, 'ao'],
  [/aes$/, 'ao'],
  [/ais$/, 'al'],
  [/eis$/, 'el'],
  [/ois$/, 'ol'],
  [/(..[^aeiou])is$/, '$1il'],
  [/ns$/, 'm'],
];

function singular(word: string): string {
  if (word.length < 4) return word;
  for (const [ending, replacement] of PLURALS) if (ending.test(word)) return word.replace(ending, replacement);
  return word;
}

/**
 * Terms already worked out: a catalogue repeats the same few thousand words, and the stemmer is the
 * slow part of building the index (tens of microseconds a word).
 */
const known = new Map<string, string | null>();

/** A token (already folded) as the index keeps it; null for a word that tells nothing apart. */
export function searchTerm(token: string): string | null {
  let term = known.get(token);
  if (term === undefined) {
    // Numbers and codes ('520bt', '1080p') are kept as written.
    term = STOP_WORDS.has(token) ? null : /\d/.test(token) ? token : stemmer(singular(token));
    known.set(token, term);
  }
  return term;
}
