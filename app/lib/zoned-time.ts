/** One formatter per time zone: making one costs more than formatting a day with it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function partsIn(timeZone: string, moment: Date): Record<string, string> {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format
    .formatToParts(moment)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
}

/** The calendar day (YYYY-MM-DD) that `moment` falls on in `timeZone`. */
export function dayIn(timeZone: string, moment: Date): string {
  const parts = partsIn(timeZone, moment);
  return `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
}

/** The time of day (HH:MM, 24 hours) of `moment` in `timeZone`. */
export function timeIn(timeZone: string, moment: Date): string {
  const parts = partsIn(timeZone, moment);
  return `${parts.hour ?? ''}:${parts.minute ?? ''}`;
}
