import type { ReportFilterInput } from '../../../domain/reports/report-filter.ts';
import {
  addMonths,
  isReportMonth,
  maxReportMonths,
  monthsBetween,
  volumeUnits,
  type VolumeUnit,
} from '../../../domain/reports/report-months.ts';

/**
 * A report's filters as the URL keeps them (issue 18 item 2), so a filtered report can be linked and
 * reloaded. A value the URL cannot mean falls back to the default instead of failing the screen.
 */
export interface ReportSearch {
  from: string;
  to: string;
  locationId?: number;
  productId?: string;
  counterpartId?: number;
  unit: VolumeUnit;
  /** The page of the transactions report's single movements. */
  page?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month 'YYYY-MM' a date falls in, on the device's calendar. */
export const monthOf = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The last 12 months, the current one included. */
export function defaultPeriod(today = new Date()) {
  const to = monthOf(today);
  return { from: addMonths(to, -11), to };
}

const monthOrNull = (value: unknown) => {
  const text = typeof value === 'number' ? String(value) : value;
  return isReportMonth(text) ? text : null;
};

const positiveInt = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * validateSearch of every report route: only what the address says and can mean. Defaults stay out of
 * the address, so a link (and the returnUrl of a login) keeps what the user asked for.
 */
export function parseReportSearch(search: Record<string, unknown>): Partial<ReportSearch> {
  const parsed: Partial<ReportSearch> = {
    from: monthOrNull(search.from) ?? undefined,
    to: monthOrNull(search.to) ?? undefined,
    locationId: positiveInt(search.locationId),
    productId:
      typeof search.productId === 'string' && search.productId.trim() !== '' ? search.productId : undefined,
    counterpartId: positiveInt(search.counterpartId),
    unit: volumeUnits.find((unit) => unit === search.unit),
    page: positiveInt(search.page),
  };
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as Partial<ReportSearch>;
}

/** The filters a report shows: the address's, with the last 12 months and pallets where it says none. */
export function resolveReportSearch(search: Partial<ReportSearch>, today = new Date()): ReportSearch {
  const period = defaultPeriod(today);
  let from = search.from ?? period.from;
  let to = search.to ?? period.to;
  if (from > to) [from, to] = [to, from];
  if (monthsBetween(from, to) > maxReportMonths) from = addMonths(to, -(maxReportMonths - 1));
  return { ...search, from, to, unit: search.unit ?? 'pallets' };
}

/** The filter a report call takes (a query string); the page is the movements' own. */
export function filterOf(search: ReportSearch): ReportFilterInput {
  return {
    from: search.from,
    to: search.to,
    locationId: search.locationId === undefined ? undefined : String(search.locationId),
    productId: search.productId,
    counterpartId: search.counterpartId === undefined ? undefined : String(search.counterpartId),
    unit: search.unit,
  };
}

/** A change of filter starts the movements again at their first page. */
export const changedSearch = (search: ReportSearch, change: Partial<ReportSearch>): ReportSearch => ({
  ...search,
  page: undefined,
  ...change,
});
