/** 'YYYY-MM-DD' as Brazilians write it: 'dd/mm/aaaa'. */
export function brazilianDate(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}/${month}/${year}`;
}
