/** Date helpers for the demo data: local calendar days, written yyyy-MM-dd (spec §5). */

export function startOfDay(time: Date): Date {
  return new Date(time.getFullYear(), time.getMonth(), time.getDate());
}

export function addDays(day: Date, days: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);
}

export function isoDate(day: Date): string {
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}

/**
 * Moves a weekend day to a weekday, since the weekday picker offers Monday to Friday only (spec §2):
 * back to Friday when looking backwards, on to Monday when looking forwards.
 */
export function toWeekday(day: Date, direction: 'back' | 'forward'): Date {
  const weekday = day.getDay();
  if (weekday === 6) return addDays(day, direction === 'back' ? -1 : 2);
  if (weekday === 0) return addDays(day, direction === 'back' ? -2 : 1);
  return day;
}

/** The ISO 8601 week number, used in order references such as "week 12". */
export function isoWeek(day: Date): number {
  const thursday = addDays(day, 3 - ((day.getDay() + 6) % 7));
  const newYear = new Date(thursday.getFullYear(), 0, 1);
  // Rounded, since a daylight-saving change makes one day 23 or 25 hours long.
  const dayOfYear = Math.round((thursday.getTime() - newYear.getTime()) / 86_400_000);
  return 1 + Math.floor(dayOfYear / 7);
}

/** A time of day on the given calendar day, during office hours. */
export function atTime(day: Date, hours: number, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}
