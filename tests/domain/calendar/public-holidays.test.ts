import { describe, expect, it } from 'vitest';
import { easterSunday } from '../../../src/domain/calendar/easter.ts';
import { publicHolidays } from '../../../src/domain/calendar/public-holidays.ts';

const datesOf = (country: Parameters<typeof publicHolidays>[0], year: number) =>
  publicHolidays(country, year).map((holiday) => holiday.date);

describe('Nordic closing days for GET Days (spec §5, §7)', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });

  it('closes the Norwegian holidays, fixed and counted from Easter', () => {
    const dates = datesOf('NOR', 2025);
    for (const date of ['2025-01-01', '2025-04-17', '2025-04-18', '2025-04-21', '2025-05-01', '2025-05-17']) {
      expect(dates).toContain(date);
    }
    expect(dates).toContain('2025-05-29'); // Ascension Day
    expect(dates).toContain('2025-06-09'); // Whit Monday
    expect(dates).toContain('2025-12-26');
  });

  it('puts Midsummer Eve on the Friday between 19 and 25 June in Sweden and Finland', () => {
    expect(datesOf('SVE', 2025)).toContain('2025-06-20');
    expect(datesOf('FIN', 2026)).toContain('2026-06-19');
    expect(datesOf('NOR', 2025)).not.toContain('2025-06-20');
  });

  it("puts All Saints' Day on the Saturday between 31 October and 6 November", () => {
    expect(datesOf('SVE', 2025)).toContain('2025-11-01');
    expect(datesOf('FIN', 2026)).toContain('2026-10-31');
  });

  it('closes Danish Great Prayer Day only until it was abolished in 2024', () => {
    expect(datesOf('DAN', 2023)).toContain('2023-05-05');
    expect(datesOf('DAN', 2025)).not.toContain('2025-05-16');
    expect(datesOf('DAN', 2025)).toContain('2025-06-05');
  });

  it('closes Finnish Independence Day and Swedish National Day', () => {
    expect(datesOf('FIN', 2025)).toContain('2025-12-06');
    expect(datesOf('SVE', 2025)).toContain('2025-06-06');
  });
});
