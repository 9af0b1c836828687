import { describe, expect, it } from 'vitest';
import {
  datePickerFormat,
  formatDateTime,
  formatDay,
  formatMomentDate,
  formatTime,
  weekdayName,
} from '../../../src/domain/shared/date-format.ts';

// 5 January 2026, 08:07 on the device's clock; a Monday.
const moment = new Date(2026, 0, 5, 8, 7);

describe('one date style per language (issue 15 item 7, README 2026-11-25)', () => {
  it.each([
    ['nb-NO', '05.01.2026', '05.01.2026 08:07', 'DD.MM.YYYY'],
    ['sv-SE', '2026-01-05', '2026-01-05 08:07', 'YYYY-MM-DD'],
    ['da-DK', '05.01.2026', '05.01.2026 08.07', 'DD.MM.YYYY'],
    ['fi-FI', '5.1.2026', '5.1.2026 8.07', 'D.M.YYYY'],
    ['en-US', '2026-01-05', '2026-01-05 08:07', 'YYYY-MM-DD'],
  ])('%s: a day reads %s, a moment %s, and the date field uses %s', (locale, day, dateTime, field) => {
    expect(formatDay('2026-01-05', locale)).toBe(day);
    expect(formatMomentDate(moment, locale)).toBe(day);
    expect(formatDateTime(moment, locale)).toBe(dateTime);
    expect(formatTime(moment, locale)).toBe(dateTime.split(' ')[1]);
    expect(datePickerFormat(locale)).toBe(field);
  });

  it('reads a calendar day as written, whatever the time zone (the date part of a timestamp too)', () => {
    expect(formatDay('2026-12-31', 'nb-NO')).toBe('31.12.2026');
    expect(formatDay('2026-12-31T23:30:00Z', 'fi-FI')).toBe('31.12.2026');
  });

  it('shows a moment on the device’s clock, from a timestamp string or milliseconds', () => {
    expect(formatDateTime(moment.toISOString(), 'sv-SE')).toBe('2026-01-05 08:07');
    expect(formatDateTime(moment.getTime(), 'nb-NO')).toBe('05.01.2026 08:07');
  });

  it('falls back to Norwegian for a language it does not know, and shows text that is no date as is', () => {
    expect(formatDay('2026-01-05', 'de-DE')).toBe('05.01.2026');
    expect(formatDay('soon', 'nb-NO')).toBe('soon');
  });

  it('names weekdays in the language, Monday first', () => {
    expect(weekdayName(1, 'en-US', 'long')).toBe('Monday');
    expect(weekdayName(5, 'nb-NO', 'long')).toBe('fredag');
  });
});
