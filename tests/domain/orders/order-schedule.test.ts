import { describe, expect, it } from 'vitest';
import { orderScheduleSchema, scheduleOccurrences } from '../../../src/domain/orders/order-schedule.ts';
import { isoWeek } from '../../../src/domain/shared/iso-week.ts';

const weekly = { startDate: '2026-11-23', endDate: null, intervalWeeks: 1, weekdays: [1, 3] };

describe('the dates a schedule is due (issue 4 item 5: interval in weeks, weekday picker)', () => {
  it('gives the chosen weekdays of every week when the interval is 1', () => {
    expect(scheduleOccurrences(weekly, '2026-11-23', '2026-12-06')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
    ]);
  });

  it('counts every n-th week from the ISO week of the start date, whatever day the range starts', () => {
    const fortnightly = { ...weekly, intervalWeeks: 2, weekdays: [5] };
    const dates = scheduleOccurrences(fortnightly, '2026-11-23', '2027-01-31');
    expect(dates).toEqual(['2026-11-27', '2026-12-11', '2026-12-25', '2027-01-08', '2027-01-22']);
    // Asked from the middle: the same rhythm, not one counted from the range's first week.
    expect(scheduleOccurrences(fortnightly, '2026-11-30', '2026-12-31')).toEqual([
      '2026-12-11',
      '2026-12-25',
    ]);
    expect(scheduleOccurrences(fortnightly, '2026-12-12', '2026-12-24')).toEqual([]);
  });

  it('keeps the rhythm across a year with 53 ISO weeks (2026), not by week-number parity', () => {
    const dates = scheduleOccurrences(
      { ...weekly, intervalWeeks: 2, weekdays: [1] },
      '2026-12-01',
      '2027-01-20',
    );
    expect(dates).toEqual(['2026-12-07', '2026-12-21', '2027-01-04', '2027-01-18']);
    expect(dates.map((date) => isoWeek(date))).toEqual([50, 52, 1, 3]);
  });

  it('never gives a date before the start date, even in its first week', () => {
    const midWeek = { ...weekly, startDate: '2026-11-25', weekdays: [1, 2, 3, 4, 5] };
    expect(scheduleOccurrences(midWeek, '2026-11-01', '2026-11-29')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
    ]);
  });

  it('stops at the end date, which is counted', () => {
    const ending = { ...weekly, endDate: '2026-12-02' };
    expect(scheduleOccurrences(ending, '2026-11-20', '2027-01-31')).toEqual([
      '2026-11-23',
      '2026-11-25',
      '2026-11-30',
      '2026-12-02',
    ]);
    expect(scheduleOccurrences(ending, '2026-12-03', '2027-01-31')).toEqual([]);
  });

  it('gives the dates in order when the weekdays are listed out of order', () => {
    expect(scheduleOccurrences({ ...weekly, weekdays: [5, 2] }, '2026-11-23', '2026-11-29')).toEqual([
      '2026-11-24',
      '2026-11-27',
    ]);
  });

  it('reaches a 52-week interval once a year', () => {
    const yearly = { ...weekly, intervalWeeks: 52, weekdays: [1] };
    expect(scheduleOccurrences(yearly, '2026-11-23', '2028-01-01')).toEqual(['2026-11-23', '2027-11-22']);
  });
});

describe('the order schedule schema (POST orderSchedule)', () => {
  const line = { productId: 'EUR', treatmentId: 'STD', qualityId: 'A', quantity: 30 };
  const schedule = {
    transactionTypeId: 'TO',
    locationIdFrom: 1,
    intervalWeeks: 2,
    startDate: '2026-11-23',
    weekdays: [3, 1],
    lines: [line],
  };
  const paths = (input: unknown) =>
    orderScheduleSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));

  it('accepts a schedule without end date, weekdays in week order', () => {
    const parsed = orderScheduleSchema.parse({ ...schedule, reference: ' ' });
    expect(parsed.weekdays).toEqual([1, 3]);
    expect(parsed.endDate).toBeNull();
    expect(parsed.reference).toBeNull();
  });

  it('takes an interval of 1 to 52 weeks', () => {
    expect(paths({ ...schedule, intervalWeeks: 0 })).toEqual(['intervalWeeks']);
    expect(paths({ ...schedule, intervalWeeks: 53 })).toEqual(['intervalWeeks']);
    expect(paths({ ...schedule, intervalWeeks: 1.5 })).toEqual(['intervalWeeks']);
    expect(paths({ ...schedule, intervalWeeks: 52 })).toBeUndefined();
  });

  it('takes Monday to Friday only, at least one, each once (spec §9: the weekday picker has 5 days)', () => {
    expect(paths({ ...schedule, weekdays: [] })).toEqual(['weekdays']);
    expect(paths({ ...schedule, weekdays: [6] })).toEqual(['weekdays.0']);
    expect(paths({ ...schedule, weekdays: [0] })).toEqual(['weekdays.0']);
    expect(paths({ ...schedule, weekdays: [2, 2] })).toEqual(['weekdays']);
  });

  it('refuses an end date before the start date, and takes the same day', () => {
    expect(paths({ ...schedule, endDate: '2026-11-22' })).toEqual(['endDate']);
    expect(paths({ ...schedule, endDate: '2026-11-23' })).toBeUndefined();
  });

  it('schedules orders (TO) and pickups (HE) only', () => {
    expect(paths({ ...schedule, transactionTypeId: 'RO' })).toEqual(['transactionTypeId']);
    expect(paths({ ...schedule, transactionTypeId: 'HE', locationIdTo: 1 })).toBeUndefined();
  });

  it('needs the version to change a schedule, and each product choice once', () => {
    expect(paths({ ...schedule, id: 4 })).toEqual(['version']);
    expect(paths({ ...schedule, lines: [line, { ...line, productId: 'eur' }] })).toEqual(['lines.1']);
    expect(paths({ ...schedule, lines: [] })).toEqual(['lines']);
  });
});
