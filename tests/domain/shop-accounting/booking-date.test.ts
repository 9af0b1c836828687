import { describe, expect, it } from 'vitest';
import {
  bookingDateRefusal,
  firstOpenDay,
  isoDaysBefore,
  maxBookingDaysBack,
} from '../../../src/domain/shop-accounting/rules.ts';

describe('which day a shop sale may be dated', () => {
  it('counts days back in the calendar, across months, years and a leap day', () => {
    expect(isoDaysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(isoDaysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(isoDaysBefore('2026-01-05', 31)).toBe('2025-12-05');
  });

  it('takes today and up to 31 days back when nothing later is closed', () => {
    expect(maxBookingDaysBack).toBe(31);
    expect(bookingDateRefusal('2026-11-29', '2026-11-29', null)).toBeNull();
    expect(bookingDateRefusal('2026-10-29', '2026-11-29', null)).toBeNull();
    expect(bookingDateRefusal('2026-10-28', '2026-11-29', null)).toBe('DayTooFarBack');
    expect(bookingDateRefusal('2020-01-02', '2026-11-29', null)).toBe('DayTooFarBack');
    expect(bookingDateRefusal('2026-11-30', '2026-11-29', null)).toBe('DayInFuture');
  });

  it('refuses a day before the last closed day, closed or not; the closed day itself is for the closing check', () => {
    expect(bookingDateRefusal('2026-11-20', '2026-11-29', '2026-11-25')).toBe('DayBeforeLastClosed');
    expect(bookingDateRefusal('2026-11-25', '2026-11-29', '2026-11-25')).toBeNull();
    expect(bookingDateRefusal('2026-11-27', '2026-11-29', '2026-11-25')).toBeNull();
  });

  it('once today is closed, dates a sale tomorrow, the first open day, and nothing later', () => {
    expect(firstOpenDay('2026-11-29', false)).toBe('2026-11-29');
    expect(firstOpenDay('2026-11-29', true)).toBe('2026-11-30');
    expect(firstOpenDay('2026-12-31', true)).toBe('2027-01-01');
    expect(bookingDateRefusal('2026-11-30', '2026-11-29', '2026-11-29')).toBeNull();
    expect(bookingDateRefusal('2026-12-01', '2026-11-29', '2026-11-29')).toBe('DayInFuture');
    expect(bookingDateRefusal('2026-11-29', '2026-11-29', '2026-11-29')).toBeNull();
  });
});
