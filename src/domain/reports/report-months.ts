/**
 * Months of a report period as 'YYYY-MM', without zod: the report routes' address parsing runs in the
 * app's start chunk, which the login page loads (scripts/check-bundle-size.mjs).
 */
const monthPattern = /^20[0-9]{2}-(0[1-9]|1[0-2])$/;

export const isReportMonth = (value: unknown): value is string =>
  typeof value === 'string' && monthPattern.test(value);

/** The longest period one report covers: three years of months. */
export const maxReportMonths = 36;

export const volumeUnits = ['pallets', 'tons'] as const;
export type VolumeUnit = (typeof volumeUnits)[number];

export const monthsBetween = (from: string, to: string) => {
  const [fromYear, fromMonth] = from.split('-').map(Number);
  const [toYear, toMonth] = to.split('-').map(Number);
  return (toYear! - fromYear!) * 12 + (toMonth! - fromMonth!) + 1;
};

/** The first day of a 'YYYY-MM' month as 'YYYY-MM-DD', the form the aggregates store. */
export const firstDayOf = (month: string) => `${month}-01`;

/** The month 'YYYY-MM' a number of months after (or, negative, before) another. */
export function addMonths(month: string, count: number): string {
  const [year, monthNo] = month.split('-').map(Number);
  const index = year! * 12 + (monthNo! - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, inclusive. */
export const monthRange = (from: string, to: string) =>
  Array.from({ length: Math.max(monthsBetween(from, to), 0) }, (_, index) => addMonths(from, index));
