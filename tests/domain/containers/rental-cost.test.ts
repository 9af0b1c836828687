import { describe, expect, it } from 'vitest';
import {
  daysInclusive,
  lastChargedDay,
  rentalCostSoFar,
  rentalDaysSoFar,
  rentalMonthPart,
  rentalMonthParts,
} from '../../../src/domain/containers/rental-cost.ts';

describe('the cost of a rental (issue 20 item 4)', () => {
  const rental = { startDate: '2027-01-28', containers: 3, dailyPrice: 14 };

  it('counts both the start and the last day', () => {
    expect(daysInclusive('2027-01-28', '2027-01-28')).toBe(1);
    expect(daysInclusive('2027-01-28', '2027-02-03')).toBe(7);
    expect(daysInclusive('2027-02-03', '2027-01-28')).toBe(0);
  });

  it('is containers × daily price × days from start to min(today, end), over a month boundary', () => {
    const input = { ...rental, endDate: '2027-02-03', today: '2027-03-10' };
    expect(lastChargedDay(input)).toBe('2027-02-03');
    expect(rentalDaysSoFar(input)).toBe(7);
    expect(rentalCostSoFar(input)).toBe(3 * 14 * 7);
    // Before the planned end: up to today.
    expect(rentalCostSoFar({ ...input, today: '2027-01-31' })).toBe(3 * 14 * 4);
    // Open-ended, not yet started: nothing.
    expect(rentalCostSoFar({ ...input, endDate: null, today: '2027-01-20' })).toBe(0);
    // Closed before the planned end: up to the closing day.
    expect(
      rentalCostSoFar({ ...input, endDate: '2027-03-31', closedDate: '2027-02-01', today: '2027-03-10' }),
    ).toBe(3 * 14 * 5);
  });

  it('splits per month for invoicing, the parts adding up to the whole (28 Jan – 3 Feb)', () => {
    const parts = rentalMonthParts(rental, '2027-02-03');
    expect(parts).toEqual([
      { month: '2027-01', from: '2027-01-28', to: '2027-01-31', days: 4, amount: 168 },
      { month: '2027-02', from: '2027-02-01', to: '2027-02-03', days: 3, amount: 126 },
    ]);
    const whole = rentalCostSoFar({ ...rental, endDate: '2027-02-03', today: '2027-12-31' });
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(whole);
    expect(rentalMonthPart(rental, '2027-02-03', '2027-02')?.days).toBe(3);
    expect(rentalMonthPart(rental, '2027-02-03', '2027-03')).toBeNull();
  });

  it('knows leap years and long rentals', () => {
    const parts = rentalMonthParts({ startDate: '2028-02-15', containers: 1, dailyPrice: 9.5 }, '2028-04-02');
    expect(parts.map((part) => part.days)).toEqual([15, 31, 2]);
    expect(parts[0]!.amount).toBe(142.5);
  });

  it('rounds to the cent', () => {
    expect(
      rentalCostSoFar({
        startDate: '2027-01-01',
        endDate: '2027-01-03',
        today: '2027-02-01',
        containers: 1,
        dailyPrice: 0.8,
      }),
    ).toBe(2.4);
  });
});
