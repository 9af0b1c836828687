import { describe, expect, it } from 'vitest';
import { datesOfMonths, monthSpan, nextMonth } from '../../../src/domain/calendar/calendar-date.ts';
import { daysQuerySchema, isSelectableDay, openDays } from '../../../src/domain/calendar/open-days.ts';
import { sortWeekdays } from '../../../src/domain/calendar/weekdays.ts';

describe('open days (spec §5, §7)', () => {
  it('lists every day of the months, leap days included', () => {
    expect(datesOfMonths('2024-02', '2024-02')).toHaveLength(29);
    expect(datesOfMonths('2024-12', '2025-01').at(-1)).toBe('2025-01-31');
    expect(monthSpan('2024-11', '2025-01')).toBe(3);
    expect(nextMonth('2024-12')).toBe('2025-01');
  });

  it('opens Monday to Friday and closes weekends and holidays', () => {
    const days = openDays('NOR', { from: '2025-12', to: '2025-12' });
    const isOpen = (date: string) => days.find((day) => day.date === date)?.isOpen;
    expect(isOpen('2025-12-22')).toBe(true);
    expect(isOpen('2025-12-24')).toBe(false);
    expect(isOpen('2025-12-27')).toBe(false);
    expect(isOpen('2025-12-29')).toBe(true);
  });

  it('accepts at most three months, to not before from', () => {
    expect(daysQuerySchema.safeParse({ from: '2025-11', to: '2026-01' }).success).toBe(true);
    expect(daysQuerySchema.safeParse({ from: '2025-11', to: '2026-02' }).success).toBe(false);
    expect(daysQuerySchema.safeParse({ from: '2025-11', to: '2025-10' }).success).toBe(false);
    expect(daysQuerySchema.safeParse({ from: '2025-13', to: '2025-13' }).success).toBe(false);
  });

  it('makes a day selectable only when open and within min and max, or when all days are allowed', () => {
    const open = new Set(['2025-03-03', '2025-03-04', '2025-03-05']);
    expect(isSelectableDay('2025-03-04', open, {})).toBe(true);
    expect(isSelectableDay('2025-03-08', open, {})).toBe(false);
    expect(isSelectableDay('2025-03-03', open, { minDate: '2025-03-04' })).toBe(false);
    expect(isSelectableDay('2025-03-05', open, { maxDate: '2025-03-04' })).toBe(false);
    expect(isSelectableDay('2025-03-08', open, { allowAllDays: true })).toBe(true);
    expect(isSelectableDay('2025-03-08', open, { allowAllDays: true, maxDate: '2025-03-07' })).toBe(false);
  });

  it('keeps the chosen weekdays in week order, each once', () => {
    expect(sortWeekdays([5, 1, 3, 1])).toEqual([1, 3, 5]);
  });
});
