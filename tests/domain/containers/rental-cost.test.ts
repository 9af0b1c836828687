import { describe, expect, it } from 'vitest';
import {
  daysInclusive,
  lastChargedDay,
  rentalCostInputOf,
  rentalCostSoFar,
  rentalDaysSoFar,
  rentalMonthPart,
  rentalMonthParts,
  rentalPartsUpToMonth,
} from '../../../src/domain/containers/rental-cost.ts';

describe('the cost of a rental (issue 20 item 4)', () => {
  const rental = { startDate: '2027-01-28', containers: 3, dailyPrice: 14 };

  it('counts both the start and the last day', () => {
    expect(daysInclusive('2027-01-28', '2027-01-28')).toBe(1);
    expect(daysInclusive('2027-01-28', '2027-02-03')).toBe(7);
    expect(daysInclusive('2027-02-03', '2027-01-28')).toBe(0);
  });

  it('is containers × daily price × days from the opening day to the closing day or today', () => {
    const input = { ...rental, closedDate: '2027-02-03', today: '2027-03-10' };
    expect(lastChargedDay(input)).toBe('2027-02-03');
    expect(rentalDaysSoFar(input)).toBe(7);
    expect(rentalCostSoFar(input)).toBe(3 * 14 * 7);
    // Still open: up to today.
    expect(rentalCostSoFar({ ...input, closedDate: null, today: '2027-01-31' })).toBe(3 * 14 * 4);
    // No containers handed over (registered, or withdrawn): nothing, whatever the dates.
    expect(rentalCostSoFar({ ...input, containers: 0 })).toBe(0);
    expect(rentalDaysSoFar({ ...input, containers: 0 })).toBe(0);
  });

  it('treats the planned end date as information only: an open rental runs on past it', () => {
    const stored = {
      status: 'Open',
      startDate: '2027-01-20',
      endDate: '2027-02-10',
      containerCount: 2,
      dailyPrice: '10.00',
    };
    const open = rentalCostInputOf(stored, '2027-04-05');
    expect(open.closedDate).toBeNull();
    expect(lastChargedDay(open)).toBe('2027-04-05');
    expect(rentalDaysSoFar(open)).toBe(12 + 28 + 31 + 5);
    // Closed on 5 Apr (closing sets the end date to the closing day): up to then, whatever today is.
    const closed = rentalCostInputOf({ ...stored, status: 'Closed', endDate: '2027-04-05' }, '2027-06-01');
    expect(closed.closedDate).toBe('2027-04-05');
    expect(rentalCostSoFar(closed)).toBe(rentalCostSoFar(open));
    // The month parts the invoice runs take add up to the same: February and March are not lost.
    const parts = rentalPartsUpToMonth(closed, '2027-06');
    expect(parts.map((part) => [part.month, part.days])).toEqual([
      ['2027-01', 12],
      ['2027-02', 28],
      ['2027-03', 31],
      ['2027-04', 5],
    ]);
    expect(parts.reduce((sum, part) => sum + part.amount, 0)).toBe(rentalCostSoFar(closed));
  });

  it('charges from the opening day (a late open charges no day before it)', () => {
    // Registered to start 28 Jan, opened 2 Feb: the start date became 2 Feb.
    const input = rentalCostInputOf(
      { status: 'Open', startDate: '2027-02-02', endDate: null, containerCount: 3, dailyPrice: 14 },
      '2027-02-10',
    );
    expect(rentalDaysSoFar(input)).toBe(9);
    expect(rentalPartsUpToMonth(input, '2027-01')).toEqual([]);
    expect(rentalPartsUpToMonth(input, '2027-02')).toEqual([
      { month: '2027-02', from: '2027-02-02', to: '2027-02-28', days: 27, amount: 3 * 14 * 27 },
    ]);
  });

  it('gives the invoice run of a month every month up to it, never a later one', () => {
    const input = { startDate: '2027-01-28', closedDate: null, containers: 1, dailyPrice: 10 };
    expect(rentalPartsUpToMonth(input, '2027-03').map((part) => part.month)).toEqual([
      '2027-01',
      '2027-02',
      '2027-03',
    ]);
    expect(rentalPartsUpToMonth({ ...input, closedDate: '2027-02-03' }, '2027-03').at(-1)).toMatchObject({
      month: '2027-02',
      to: '2027-02-03',
      days: 3,
    });
  });

  it('splits per month for invoicing, the parts adding up to the whole (28 Jan – 3 Feb)', () => {
    const parts = rentalMonthParts(rental, '2027-02-03');
    expect(parts).toEqual([
      { month: '2027-01', from: '2027-01-28', to: '2027-01-31', days: 4, amount: 168 },
      { month: '2027-02', from: '2027-02-01', to: '2027-02-03', days: 3, amount: 126 },
    ]);
    const whole = rentalCostSoFar({ ...rental, closedDate: '2027-02-03', today: '2027-12-31' });
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
        closedDate: '2027-01-03',
        today: '2027-02-01',
        containers: 1,
        dailyPrice: 0.8,
      }),
    ).toBe(2.4);
  });
});
