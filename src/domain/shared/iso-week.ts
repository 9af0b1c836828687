/** ISO 8601 week numbers, as the date picker shows them and Nordic planning uses them (spec §2, §5). */

const dayMs = 86_400_000;

function utcDate(date: string | Date): Date {
  if (date instanceof Date) return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Expected a yyyy-MM-dd date, got '${date}'`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** The ISO week and its week-numbering year: weeks start on Monday, week 1 holds the first Thursday. */
export function isoWeekOf(date: string | Date): { year: number; week: number } {
  const day = utcDate(date);
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the same week decides the year the week belongs to.
  const thursday = new Date(day.getTime() + (4 - weekday) * dayMs);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / dayMs / 7) + 1;
  return { year, week };
}

export function isoWeek(date: string | Date): number {
  return isoWeekOf(date).week;
}
