import { z } from 'zod';
import type { CountryId } from '../shared/countries.ts';
import { datesOfMonths, isoWeekday, monthSpan, parseMonth } from './calendar-date.ts';
import { holidayDates } from './public-holidays.ts';

/** GET Days covers at most three months (from and to both counted). */
export const maxDaysRangeMonths = 3;

const monthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as yyyy-MM');

/** GET Days (spec §7): from a year-month to a later one, usually the next month. */
export const daysQuerySchema = z
  .object({ from: monthSchema, to: monthSchema })
  .refine(({ from, to }) => to >= from, { path: ['to'], message: 'must not be before from' })
  .refine(({ from, to }) => monthSpan(from, to) <= maxDaysRangeMonths, {
    path: ['to'],
    message: `must be at most ${maxDaysRangeMonths} months after from, counting both`,
  });
export type DaysQuery = z.infer<typeof daysQuerySchema>;

export const daySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isOpen: z.boolean(),
});
export type Day = z.infer<typeof daySchema>;
export const daysSchema = z.array(daySchema);

/** Every day of the months with whether it is open: Monday to Friday and not a closing day. */
export function openDays(country: CountryId, { from, to }: DaysQuery): Day[] {
  const years = new Set<number>();
  for (let year = parseMonth(from).year; year <= parseMonth(to).year; year++) years.add(year);
  const closed = holidayDates(country, years);
  return datesOfMonths(from, to).map((date) => ({
    date,
    isOpen: isoWeekday(date) <= 5 && !closed.has(date),
  }));
}

/**
 * A day can be picked when the server marks it open and it lies within the optional min and max, or
 * when all days are allowed (spec §5, date picker).
 */
export function isSelectableDay(
  date: string,
  openDates: ReadonlySet<string>,
  { minDate, maxDate, allowAllDays = false }: { minDate?: string; maxDate?: string; allowAllDays?: boolean },
): boolean {
  if (minDate && date < minDate) return false;
  if (maxDate && date > maxDate) return false;
  return allowAllDays || openDates.has(date);
}
