import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { isReportMonth, maxReportMonths, monthsBetween, volumeUnits } from './report-months.ts';

export {
  addMonths,
  firstDayOf,
  isReportMonth,
  maxReportMonths,
  monthRange,
  monthsBetween,
  volumeUnits,
  type VolumeUnit,
} from './report-months.ts';

/** A month as 'YYYY-MM'; reports filter on whole months, from and to inclusive. */
export const reportMonthSchema = z.string().refine(isReportMonth, 'must be a month as YYYY-MM');

/**
 * The filters every report takes (issue 18 item 2): a period of whole months, and optionally one
 * location, product or counterpart location. A filter outside the user's reach narrows to nothing; it
 * never widens the reach.
 */
export const reportFilterSchema = z
  .object({
    from: reportMonthSchema,
    to: reportMonthSchema,
    locationId: idQuerySchema.optional(),
    productId: z.string().trim().min(1).max(40).optional(),
    counterpartId: idQuerySchema.optional(),
    unit: z.enum(volumeUnits).default('pallets'),
  })
  .refine((filter) => filter.from <= filter.to, { message: 'to must not be before from', path: ['to'] })
  .refine((filter) => monthsBetween(filter.from, filter.to) <= maxReportMonths, {
    message: `a report covers at most ${maxReportMonths} months`,
    path: ['from'],
  });
export type ReportFilter = z.output<typeof reportFilterSchema>;
/** The filter as the screens hold it and send it (a query string). */
export type ReportFilterInput = z.input<typeof reportFilterSchema>;

export const transactionsPageSize = 100;

/** GET reportMovements: the single movements behind the transactions report, a page at a time. */
export const reportMovementsQuerySchema = z.intersection(
  reportFilterSchema,
  z.object({
    page: z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'page must be a positive whole number')
      .transform(Number)
      .default(1),
  }),
);

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportableReports = [
  'transactions',
  'purchases',
  'commissions',
  'pooling',
  'locations',
  'volumes',
  'users',
] as const;
/** Invoices have their own export, GET invoiceExport (src/server/modules/invoices). */
export type ExportableReport = (typeof exportableReports)[number];

/** GET reportExport: a report as a spreadsheet, the raw file (spec §7). */
export const reportExportQuerySchema = z.intersection(
  reportFilterSchema,
  z.object({ report: z.enum(exportableReports), format: z.enum(exportFormats) }),
);

/** GET reportWidgets: the start page's widgets over the last {months} months (spec §9). */
export const reportWidgetsQuerySchema = z.object({
  months: z
    .string()
    .regex(/^([1-9]|1[0-9]|2[0-4])$/, 'months must be a whole number from 1 to 24')
    .transform(Number)
    .default(12),
});
