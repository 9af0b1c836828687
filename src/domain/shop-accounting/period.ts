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
