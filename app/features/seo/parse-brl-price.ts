const BRL_PRICE = /^R\$\s?(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{2}))?$/;

/** 'R$ 1.299,90' -> '1299.90'; null for anything that is not exactly one BRL amount. */
export function parseBrlPrice(text: string): string | null {
  const match = BRL_PRICE.exec(text.trim());
  if (!match) return null;
  const [, integer = '', cents = '00'] = match;
  return `${integer.replace(/\./g, '')}.${cents}`;
}
