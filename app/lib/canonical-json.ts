/**
 * JSON text with every object's keys in one order: two equal values give the same text, whatever
 * order their keys were set in (a value built by hand and the same value read back through a schema).
 * Keys are sorted, but for integer-like ones, which JavaScript always puts first in numeric order.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
