/** One formatter per time zone: making one costs more than formatting a day with it. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) that `moment` falls on in `timeZone`. */
export function dayIn(timeZone: string, moment: Date): string {
  const parts = dayFormat(timeZone)
    .formatToParts(moment)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

/** 'YYYY-MM-DD' as Brazilians write it: 'dd/mm/aaaa'. */
export function brazilianDate(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}/${month}/${year}`;
}
