import type { ShopFilter } from './schemas.ts';

/** The days a filter covers, first and last: the day, the month, or else the month of `today`. */
export function periodOf(
  filter: Pick<ShopFilter, 'day' | 'month'>,
  today: string,
): { from: string; to: string } {
  if (filter.day) return { from: filter.day, to: filter.day };
  const month = filter.month ?? today.slice(0, 7);
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** Every day from `from` to `to` (both included), as YYYY-MM-DD. */
export function daysFromTo(from: string, to: string): string[] {
  const days: string[] = [];
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  for (let date = new Date(Date.UTC(year, month - 1, day)); ; date.setUTCDate(date.getUTCDate() + 1)) {
    const text = date.toISOString().slice(0, 10);
    if (text > to || days.length > 400) return days;
    days.push(text);
  }
}
