import {
  addMonths,
  maxReportMonths,
  monthsBetween,
  reportMonthSchema,
  volumeUnits,
  type ReportFilterInput,
  type VolumeUnit,
} from '../../../domain/reports/report-filter.ts';

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
  const parsed = reportMonthSchema.safeParse(typeof value === 'number' ? String(value) : value);
  return parsed.success ? parsed.data : null;
};

const positiveInt = (value: unknown) => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** validateSearch of every report route. */
export function validateReportSearch(search: Record<string, unknown>): ReportSearch {
  const period = defaultPeriod();
  let from = monthOrNull(search.from) ?? period.from;
  let to = monthOrNull(search.to) ?? period.to;
  if (from > to) [from, to] = [to, from];
  if (monthsBetween(from, to) > maxReportMonths) from = addMonths(to, -(maxReportMonths - 1));
  const productId =
    typeof search.productId === 'string' && search.productId.trim() !== '' ? search.productId : undefined;
  return {
    from,
    to,
    locationId: positiveInt(search.locationId),
    productId,
    counterpartId: positiveInt(search.counterpartId),
    unit: volumeUnits.find((unit) => unit === search.unit) ?? 'pallets',
    page: positiveInt(search.page),
  };
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
