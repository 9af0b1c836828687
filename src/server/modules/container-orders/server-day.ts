import { isoDate } from '../../../domain/calendar/calendar-date.ts';

/**
 * The server's calendar date: the day a delivery is checked against and a rental is opened, closed and
 * charged up to. (The scheduled-orders job has the same rule as a private `localToday`.)
 */
export function serverToday(now = new Date()): string {
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}
