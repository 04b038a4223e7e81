/** The calendar day (YYYY-MM-DD) that `moment` falls on in `timeZone`. */
export function dayIn(timeZone: string, moment: Date): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(moment)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

/** 'YYYY-MM-DD' as Brazilians write it: 'dd/mm/aaaa'. */
export function brazilianDate(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}/${month}/${year}`;
}
