import { fallbackLocale, type Locale } from './locales.ts';
import { timeZoneOf } from './market-time-zones.ts';

/**
 * Every date and time the portal shows, one style per language (README, 2026-11-25): the language's
 * numeric date with a four-digit year, and the 24-hour clock. English shows yyyy-MM-dd as spec §5 does:
 * its readers work in Nordic markets, where 04/05/2026 is read both ways.
 * Tokens: yyyy, MM (01–12), M (1–12), dd, d, HH (00–23), H (0–23), mm.
 */
const patterns = {
  'nb-NO': { date: 'dd.MM.yyyy', time: 'HH:mm' },
  'sv-SE': { date: 'yyyy-MM-dd', time: 'HH:mm' },
  'da-DK': { date: 'dd.MM.yyyy', time: 'HH.mm' },
  'fi-FI': { date: 'd.M.yyyy', time: 'H.mm' },
  'en-US': { date: 'yyyy-MM-dd', time: 'HH:mm' },
} as const satisfies Record<Locale, { date: string; time: string }>;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const patternsOf = (locale: string) => patterns[locale as Locale] ?? patterns[fallbackLocale];
const pad = (value: number) => String(value).padStart(2, '0');

function fill(pattern: string, parts: Parts): string {
  return pattern.replace(/yyyy|MM|M|dd|d|HH|H|mm/g, (token) => {
    switch (token) {
      case 'yyyy':
        return String(parts.year);
      case 'MM':
        return pad(parts.month);
      case 'M':
        return String(parts.month);
      case 'dd':
        return pad(parts.day);
      case 'd':
        return String(parts.day);
      case 'HH':
        return pad(parts.hour);
      case 'H':
        return String(parts.hour);
      default:
        return pad(parts.minute);
    }
  });
}

/** A moment in the device's own time zone: the clock on the dock's wall. */
function momentParts(value: string | number | Date): Parts {
  const date = new Date(value);
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

/** A calendar day, `yyyy-MM-dd` (or the date part of a timestamp): read as written, no zone moves it. */
export function formatDay(value: string, locale: string): string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return fill(patternsOf(locale).date, { year, month, day, hour: 0, minute: 0 });
}

/** A moment with its date and time: when something was saved, changed or registered. */
export function formatDateTime(value: string | number | Date, locale: string): string {
  const parts = momentParts(value);
  const { date, time } = patternsOf(locale);
  return `${fill(date, parts)} ${fill(time, parts)}`;
}

/** Only the date of a moment, in the device's time zone. */
export function formatMomentDate(value: string | number | Date, locale: string): string {
  return fill(patternsOf(locale).date, momentParts(value));
}

/** Only the time of a moment, for what happened today. */
export function formatTime(value: string | number | Date, locale: string): string {
  return fill(patternsOf(locale).time, momentParts(value));
}

/** The date pattern in dayjs tokens, for the date picker's field (Mantine's valueFormat). */
export function datePickerFormat(locale: string): string {
  return patternsOf(locale).date.replace(/yyyy|dd|d/g, (token) =>
    token === 'yyyy' ? 'YYYY' : token === 'dd' ? 'DD' : 'D',
  );
}

/** A weekday's name (ISO: Monday 1 … Sunday 7) in the language, for the weekday pickers. */
export function weekdayName(weekday: number, locale: string, width: 'short' | 'long'): string {
  // 2024-01-01 was a Monday.
  const day = new Date(Date.UTC(2024, 0, weekday, 12));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(day);
}

/** A month, 'yyyy-MM' (or a day of it), as the language's short month name and year: reports. */
export function formatMonth(value: string, locale: string): string {
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(first);
}

/** One formatter per zone: building one costs about 150 µs, and an export writes a moment per row. */
const marketClocks = new Map<string, Intl.DateTimeFormat>();

/** A moment as the market's clock shows it, `yyyy-MM-dd HH:mm`: what exports write, sortable and unambiguous. */
export function marketDateTime(value: string | Date, marketId: string): string {
  const timeZone = timeZoneOf(marketId);
  let clock = marketClocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    marketClocks.set(timeZone, clock);
  }
  return clock.format(new Date(value));
}
