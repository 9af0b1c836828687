import { describe, expect, it } from 'vitest';
import { isoWeek, isoWeekOf } from '../../../src/domain/shared/iso-week.ts';

describe('ISO week numbers of the date picker (spec §5)', () => {
  it('starts week 1 with the week that holds the first Thursday', () => {
    expect(isoWeek('2025-01-01')).toBe(1);
    expect(isoWeek('2025-12-29')).toBe(1);
    expect(isoWeekOf('2025-12-29')).toEqual({ year: 2026, week: 1 });
  });

  it('puts early January days in the last week of the previous year when needed', () => {
    expect(isoWeekOf('2021-01-03')).toEqual({ year: 2020, week: 53 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
  });

  it('runs weeks from Monday to Sunday', () => {
    expect(isoWeek('2025-03-16')).toBe(11);
    expect(isoWeek('2025-03-17')).toBe(12);
  });

  it('takes a local Date as well as a yyyy-MM-dd string', () => {
    expect(isoWeek(new Date(2025, 2, 17, 23, 30))).toBe(12);
    expect(() => isoWeek('17.03.2025')).toThrow(/yyyy-MM-dd/);
  });
});
