import type { AuditType } from '../../../domain/global-admin/audit-types.ts';
import { auditTypes } from '../../../domain/global-admin/audit-types.ts';

/** What the log list is narrowed to (issue 19 item 7); days are local calendar days, yyyy-MM-dd. */
export interface LogFilter {
  from: string;
  until: string;
  type: AuditType | '';
  userId: number | null;
  customerId: number | null;
  page: number;
}

export const emptyLogFilter: LogFilter = {
  from: '',
  until: '',
  type: '',
  userId: null,
  customerId: null,
  page: 1,
};

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The filter from the list's search params; anything unreadable is no filter. */
export function parseLogFilter(search: Record<string, unknown>): LogFilter {
  const day = (value: unknown) => (typeof value === 'string' && isoDay.test(value) ? value : '');
  return {
    from: day(search.from),
    until: day(search.until),
    type: auditTypes.find((type) => type === search.type) ?? '',
    userId: positive(search.userId),
    customerId: positive(search.customerId),
    page: positive(search.page) ?? 1,
  };
}

/** Start of the first day to the end of the last, in the user's time zone, as instants. */
const [dayStart, dayEnd] = [
  [0, 0, 0, 0],
  [23, 59, 59, 999],
] as const;
const localTime = (day: string, [hours, minutes, seconds, ms]: readonly [number, number, number, number]) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, hours, minutes, seconds, ms).toISOString();
};
const startOf = (day: string) => localTime(day, dayStart);
const endOf = (day: string) => localTime(day, dayEnd);

/** GET auditLog's query for a filter. */
export function logFilterQuery(filter: LogFilter): Record<string, string | number> {
  return {
    ...(filter.from ? { from: startOf(filter.from) } : {}),
    ...(filter.until ? { until: endOf(filter.until) } : {}),
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
    ...(filter.customerId ? { customerId: filter.customerId } : {}),
    ...(filter.page > 1 ? { page: filter.page } : {}),
  };
}
