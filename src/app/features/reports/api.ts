import type { z } from 'zod';
import {
  invoiceDetailSchema,
  invoiceListSchema,
  type InvoiceType,
} from '../../../domain/reports/invoices.ts';
import type {
  ExportableReport,
  ExportFormat,
  ReportFilterInput,
} from '../../../domain/reports/report-filter.ts';
import {
  commissionReportSchema,
  locationReportSchema,
  movementPageSchema,
  poolingReportSchema,
  purchaseReportSchema,
  reportCatalogueSchema,
  reportOptionsSchema,
  reportWidgetsSchema,
  transactionReportSchema,
  userReportSchema,
  volumeReportSchema,
} from '../../../domain/reports/report-rows.ts';
import { callApi } from '../../api/client.ts';

/** The call and answer of each report with a table (issue 18 item 2). */
export const reportCalls = {
  transactions: { call: 'reportTransactions', schema: transactionReportSchema },
  purchases: { call: 'reportPurchases', schema: purchaseReportSchema },
  commissions: { call: 'reportCommissions', schema: commissionReportSchema },
  pooling: { call: 'reportPooling', schema: poolingReportSchema },
  locations: { call: 'reportLocations', schema: locationReportSchema },
  volumes: { call: 'reportVolumes', schema: volumeReportSchema },
  users: { call: 'reportUsers', schema: userReportSchema },
} as const;
export type TableReport = keyof typeof reportCalls;
export type ReportAnswer<Report extends TableReport> = z.infer<(typeof reportCalls)[Report]['schema']>;

type Query = Record<string, string | number | undefined>;
const queryOf = (filter: ReportFilterInput): Query => ({ ...filter });

/** GET reportCatalogue: the user's reach and the reports they may open. */
export const fetchReportCatalogue = async (signal?: AbortSignal) =>
  reportCatalogueSchema.parse(await callApi('reportCatalogue', { signal }));

/** GET reportOptions: the locations, products and counterparts the filters offer. */
export const fetchReportOptions = async (signal?: AbortSignal) =>
  reportOptionsSchema.parse(await callApi('reportOptions', { signal }));

/** GET report{Name}: a report's rows and totals for the filter. */
export async function fetchReport<Report extends TableReport>(
  report: Report,
  filter: ReportFilterInput,
  signal?: AbortSignal,
): Promise<ReportAnswer<Report>> {
  const { call, schema } = reportCalls[report];
  const answer = await callApi(call, { query: queryOf(filter), signal, latestOf: call });
  return schema.parse(answer) as ReportAnswer<Report>;
}

/** GET reportMovements: a page of the transactions report's single movements. */
export const fetchMovements = async (filter: ReportFilterInput, page: number, signal?: AbortSignal) =>
  movementPageSchema.parse(
    await callApi('reportMovements', {
      query: { ...queryOf(filter), page },
      signal,
      latestOf: 'reportMovements',
    }),
  );

/** GET reportWidgets: the start page's widgets over the last `months` months (spec §9). */
export const fetchReportWidgets = async (months: number, signal?: AbortSignal) =>
  reportWidgetsSchema.parse(await callApi('reportWidgets', { query: { months }, signal }));

/** GET reportExport: the report as a spreadsheet, the raw file (spec §7). */
export const fetchReportExport = (
  report: ExportableReport,
  format: ExportFormat,
  filter: ReportFilterInput,
) => callApi<Blob>('reportExport', { query: { ...queryOf(filter), report, format }, raw: true });

export interface InvoicePeriod {
  from?: string;
  to?: string;
}

/** GET invoices: a type's invoices in the user's reach, newest first. */
export const fetchInvoices = async (type: InvoiceType, period: InvoicePeriod, signal?: AbortSignal) =>
  invoiceListSchema.parse(
    await callApi('invoices', { query: { type, ...period }, signal, latestOf: 'invoices' }),
  );

/** GET invoice: the invoice with its lines. */
export const fetchInvoice = async (id: number, signal?: AbortSignal) =>
  invoiceDetailSchema.parse(await callApi('invoice', { query: { id }, signal }));

/** GET invoicePdf: the invoice as a PDF, the raw file. */
export const fetchInvoicePdf = (id: number) => callApi<Blob>('invoicePdf', { query: { id }, raw: true });

/** GET invoiceExport: a type's invoice list as a spreadsheet, the raw file. */
export const fetchInvoiceExport = (type: InvoiceType, format: ExportFormat, period: InvoicePeriod) =>
  callApi<Blob>('invoiceExport', { query: { type, format, ...period }, raw: true });
