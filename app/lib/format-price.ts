const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in cents as Brazilians write it: 'R$ 1.299,90'. Intl puts a no-break space after the
 * symbol; it becomes a plain space, the form owners type in WordPress ('R$ 199,90'), so a price
 * reads and matches the same whether it came as an amount or as text.
 */
export function formatPrice(cents: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}
