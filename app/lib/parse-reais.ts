/**
 * An amount in reais as a visitor types it, in cents: '199', '199,9', '199,90', '1.299,90',
 * 'R$ 1.299,90' (and '199.90', a decimal point as many keyboards type it). Null for anything else.
 */
export function parseReais(typed: string): number | null {
  const text = typed.replace(/^\s*R\$\s*/i, '').trim();
  const brazilian = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(text);
  const pointed = /^(\d+)\.(\d{2})$/.exec(text);
  const match = brazilian ?? pointed;
  if (match === null) return null;
  const [, whole = '', fraction = ''] = match;
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}
