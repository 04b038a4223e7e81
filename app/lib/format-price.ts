const formatters = new Map<string, Intl.NumberFormat>();

/** 1299 -> '1.299': groups of three digits joined by dots, as pt-BR writes them. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
}

/**
 * Reais written without Intl: the first pt-BR currency formatter a page makes loads ICU's locale
 * data, 84-198 ms on a phone-speed CPU, inside the hydration of every page with a price.
 * A test pins it to Intl's output.
 */
function formatReais(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}R$ ${groupThousands(whole)},${rest}`;
}

/**
 * An amount in cents as Brazilians write it: 'R$ 1.299,90'. Intl puts a no-break space after the
 * symbol; it becomes a plain space, the form owners type in WordPress ('R$ 199,90'), so a price
 * reads and matches the same whether it came as an amount or as text.
 */
export function formatPrice(cents: number, currency: string): string {
  if (currency === 'BRL' && Number.isSafeInteger(cents)) return formatReais(cents);
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  return formatter.format(cents / 100).replace(/[\u00a0\u202f]/g, ' ');
}
