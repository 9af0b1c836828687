import { addDays } from '../calendar/calendar-date.ts';
import { roundMoney } from '../shared/round-money.ts';

/**
 * The cost of a rental (issue 20 item 4) — the one rule for the rental screen and the invoice job:
 * containers × daily price (per container per day) × the days from the opening day (the day the
 * provider hands the containers over; opening sets the start date to it) to the last charged day, both
 * counted. The last charged day is the closing day of a closed rental, else today (for the invoice job:
 * the month's last day). The planned end date is information only: containers still out are charged.
 * A rental without containers (registered, or withdrawn before opening) costs 0.
 * Dates are calendar days 'YYYY-MM-DD' (no clock), so the result never depends on a time zone.
 */
export interface RentalCostInput {
  /** The first charged day: the opening day. */
  startDate: string;
  /** The day the rental was closed, if it was. */
  closedDate: string | null;
  today: string;
  containers: number;
  dailyPrice: number;
}

/**
 * The cost input of a stored rental: a closed rental's end date is its closing day (closing sets it);
 * an open one's end date is only the planned end and never stops the charge.
 */
export function rentalCostInputOf(
  rental: {
    status: string;
    startDate: string;
    endDate: string | null;
    containerCount: number | string;
    dailyPrice: number | string;
  },
  today: string,
): RentalCostInput {
  return {
    startDate: rental.startDate,
    closedDate: rental.status === 'Closed' ? rental.endDate : null,
    today,
    containers: Number(rental.containerCount),
    dailyPrice: Number(rental.dailyPrice),
  };
}

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** Calendar days from `from` to `to`, both counted; 0 when `to` is before `from`. */
export function daysInclusive(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1);
}

const minDate = (...dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => !!date).reduce((a, b) => (a < b ? a : b));

/** The last day charged so far: the closing day, or today (the month's end for invoicing). */
export function lastChargedDay(input: Pick<RentalCostInput, 'closedDate' | 'today'>): string {
  return minDate(input.today, input.closedDate);
}

export function rentalDaysSoFar(input: RentalCostInput): number {
  if (input.containers === 0) return 0;
  return daysInclusive(input.startDate, lastChargedDay(input));
}

/** The cost so far: containers × daily price × days so far. */
export function rentalCostSoFar(input: RentalCostInput): number {
  return roundMoney(input.containers * input.dailyPrice * rentalDaysSoFar(input));
}

export interface RentalMonthPart {
  /** 'YYYY-MM' */
  month: string;
  /** The first and the last charged day of the rental within the month. */
  from: string;
  to: string;
  days: number;
  amount: number;
}

const lastDayOfMonth = (month: string) => {
  const [year, monthNo] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNo!, 0)).toISOString().slice(0, 10);
};

/**
 * The charged days split per calendar month, for invoicing: each month's days and amount from the
 * start date to `until` (inclusive; the last charged day). The parts add up to the whole cost.
 */
export function rentalMonthParts(
  rental: { startDate: string; containers: number; dailyPrice: number },
  until: string,
): RentalMonthPart[] {
  const parts: RentalMonthPart[] = [];
  let from = rental.startDate;
  while (from <= until) {
    const month = from.slice(0, 7);
    const monthEnd = lastDayOfMonth(month);
    const to = monthEnd < until ? monthEnd : until;
    const days = daysInclusive(from, to);
    parts.push({ month, from, to, days, amount: roundMoney(rental.containers * rental.dailyPrice * days) });
    from = addDays(monthEnd, 1);
  }
  return parts;
}

/** The part of one month, or null when the rental charged no day in it. */
export function rentalMonthPart(
  rental: { startDate: string; containers: number; dailyPrice: number },
  until: string,
  month: string,
): RentalMonthPart | null {
  return rentalMonthParts(rental, until).find((part) => part.month === month) ?? null;
}

/**
 * What the invoice run of a month may charge: every month part from the opening day up to the month's
 * last day (or the closing day, if sooner). Parts of earlier months that are not invoiced yet (a late
 * open, a rental invoice already made) ride on this month's invoice, so no charged day is lost.
 */
export function rentalPartsUpToMonth(
  input: Omit<RentalCostInput, 'today'>,
  month: string,
): RentalMonthPart[] {
  if (input.containers === 0) return [];
  return rentalMonthParts(
    input,
    lastChargedDay({ closedDate: input.closedDate, today: lastDayOfMonth(month) }),
  );
}
