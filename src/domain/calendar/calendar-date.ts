/** Calendar dates as `yyyy-MM-dd` strings (spec §5), computed in UTC so no time zone shifts a day. */

const dayMs = 86_400_000;

export function isoDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

function toUtc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date).getTime() + days * dayMs).toISOString().slice(0, 10);
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(date: string): number {
  return toUtc(date).getUTCDay() || 7;
}

/** A `yyyy-MM` month as its year and month number. */
export function parseMonth(month: string): { year: number; month: number } {
  const [year, monthNumber] = month.split('-').map(Number);
  return { year: year ?? NaN, month: monthNumber ?? NaN };
}

/** Months from `from` to `to`, both counted: 2025-01 … 2025-03 is 3. */
export function monthSpan(from: string, to: string): number {
  const start = parseMonth(from);
  const end = parseMonth(to);
  return (end.year - start.year) * 12 + (end.month - start.month) + 1;
}

/** Every date from the first day of `from` to the last day of `to`. */
export function datesOfMonths(from: string, to: string): string[] {
  const start = parseMonth(from);
  const end = parseMonth(to);
  const first = isoDate(start.year, start.month, 1);
  const last = isoDate(end.year, end.month + 1, 0);
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** `yyyy-MM` of a date, and the month after a `yyyy-MM` month. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

export function nextMonth(month: string): string {
  const { year, month: monthNumber } = parseMonth(month);
  return isoDate(year, monthNumber + 1, 1).slice(0, 7);
}
