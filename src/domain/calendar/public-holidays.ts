import type { CountryId } from '../shared/countries.ts';
import { addDays, isoDate, isoWeekday } from './calendar-date.ts';
import { easterSunday } from './easter.ts';

export interface Holiday {
  date: string;
  name: string;
}

/** The weekday (1 Monday … 7 Sunday) that falls in a seven-day window starting at `first`. */
function weekdayFrom(first: string, weekday: number): string {
  return addDays(first, (weekday - isoWeekday(first) + 7) % 7);
}

/**
 * The days a Nordic business is closed, per country and year: the public holidays (fixed dates and
 * those counted from Easter) plus the eves that are closing days in practice (Christmas Eve, New
 * Year's Eve, Midsummer Eve in Sweden and Finland, Constitution Day in Denmark) — the banks are closed
 * on them and deliveries do not run.
 */
export function publicHolidays(country: CountryId, year: number): Holiday[] {
  const easter = easterSunday(year);
  const fromEaster = (days: number, name: string): Holiday => ({ date: addDays(easter, days), name });
  const on = (month: number, day: number, name: string): Holiday => ({
    date: isoDate(year, month, day),
    name,
  });
  const midsummerEve: Holiday = { date: weekdayFrom(isoDate(year, 6, 19), 5), name: 'Midsummer Eve' };
  const midsummerDay: Holiday = { date: weekdayFrom(isoDate(year, 6, 20), 6), name: 'Midsummer Day' };
  const allSaints: Holiday = { date: weekdayFrom(isoDate(year, 10, 31), 6), name: "All Saints' Day" };
  const common = [
    on(1, 1, "New Year's Day"),
    fromEaster(-2, 'Good Friday'),
    fromEaster(0, 'Easter Sunday'),
    fromEaster(1, 'Easter Monday'),
    fromEaster(39, 'Ascension Day'),
    fromEaster(49, 'Whit Sunday'),
    on(12, 24, 'Christmas Eve'),
    on(12, 25, 'Christmas Day'),
    on(12, 26, 'Boxing Day'),
    on(12, 31, "New Year's Eve"),
  ];
  switch (country) {
    case 'NOR':
      return [
        ...common,
        fromEaster(-3, 'Maundy Thursday'),
        on(5, 1, 'Labour Day'),
        on(5, 17, 'Constitution Day'),
        fromEaster(50, 'Whit Monday'),
      ];
    case 'DAN':
      return [
        ...common,
        fromEaster(-3, 'Maundy Thursday'),
        // Great Prayer Day was abolished as a public holiday from 2024.
        ...(year <= 2023 ? [fromEaster(26, 'Great Prayer Day')] : []),
        fromEaster(50, 'Whit Monday'),
        on(6, 5, 'Constitution Day'),
      ];
    case 'SVE':
      return [
        ...common,
        on(1, 6, 'Epiphany'),
        on(5, 1, 'Labour Day'),
        on(6, 6, 'National Day'),
        midsummerEve,
        midsummerDay,
        allSaints,
      ];
    case 'FIN':
      return [
        ...common,
        on(1, 6, 'Epiphany'),
        on(5, 1, 'May Day'),
        midsummerEve,
        midsummerDay,
        allSaints,
        on(12, 6, 'Independence Day'),
      ];
  }
}

/** The closed dates of the years a range touches, for quick lookup. */
export function holidayDates(country: CountryId, years: Iterable<number>): Set<string> {
  return new Set([...years].flatMap((year) => publicHolidays(country, year).map((holiday) => holiday.date)));
}
