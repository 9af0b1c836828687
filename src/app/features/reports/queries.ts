import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InvoiceType } from '../../../domain/reports/invoices.ts';
import type { ReportFilterInput } from '../../../domain/reports/report-filter.ts';
import { currentHost } from '../../config/hosts.ts';
import {
  fetchInvoice,
  fetchInvoices,
  fetchMovements,
  fetchReport,
  fetchReportCatalogue,
  fetchReportOptions,
  fetchReportWidgets,
  type InvoicePeriod,
  type TableReport,
} from './api.ts';

/** Who reads: the acting customer and location, so one actor's figures never show for another. */
export interface ReportActor {
  customerId: number;
  locationId: number;
}

/** Keys from general to specific; the root holds the market and the actor. */
export const reportKeys = {
  all: (actor: ReportActor) => ['reports', currentHost.market, actor.customerId, actor.locationId] as const,
  catalogue: (actor: ReportActor) => [...reportKeys.all(actor), 'catalogue'] as const,
  options: (actor: ReportActor) => [...reportKeys.all(actor), 'options'] as const,
  widgets: (actor: ReportActor, months: number) => [...reportKeys.all(actor), 'widgets', months] as const,
  reports: (actor: ReportActor) => [...reportKeys.all(actor), 'report'] as const,
  report: (actor: ReportActor, report: TableReport, filter: ReportFilterInput) =>
    [...reportKeys.reports(actor), report, filter] as const,
  movements: (actor: ReportActor, filter: ReportFilterInput, page: number) =>
    [...reportKeys.reports(actor), 'movements', filter, page] as const,
  invoices: (actor: ReportActor) => [...reportKeys.all(actor), 'invoices'] as const,
  invoiceList: (actor: ReportActor, type: InvoiceType, period: InvoicePeriod) =>
    [...reportKeys.invoices(actor), 'list', type, period] as const,
  invoice: (actor: ReportActor, id: number) => [...reportKeys.invoices(actor), 'detail', id] as const,
};

export const reportCatalogueQuery = (actor: ReportActor) =>
  queryOptions({
    queryKey: reportKeys.catalogue(actor),
    queryFn: ({ signal }) => fetchReportCatalogue(signal),
    staleTime: 5 * 60_000,
  });

export const reportOptionsQuery = (actor: ReportActor) =>
  queryOptions({
    queryKey: reportKeys.options(actor),
    queryFn: ({ signal }) => fetchReportOptions(signal),
    staleTime: 5 * 60_000,
  });

export const reportWidgetsQuery = (actor: ReportActor, months: number) =>
  queryOptions({
    queryKey: reportKeys.widgets(actor, months),
    queryFn: ({ signal }) => fetchReportWidgets(months, signal),
  });

/** A report's rows; the previous rows stay while the next filter loads. */
export const reportQuery = <Report extends TableReport>(
  actor: ReportActor,
  report: Report,
  filter: ReportFilterInput,
) =>
  queryOptions({
    queryKey: reportKeys.report(actor, report, filter),
    queryFn: ({ signal }) => fetchReport(report, filter, signal),
    placeholderData: keepPreviousData,
  });

export const movementsQuery = (actor: ReportActor, filter: ReportFilterInput, page: number) =>
  queryOptions({
    queryKey: reportKeys.movements(actor, filter, page),
    queryFn: ({ signal }) => fetchMovements(filter, page, signal),
    placeholderData: keepPreviousData,
  });

export const invoiceListQuery = (actor: ReportActor, type: InvoiceType, period: InvoicePeriod) =>
  queryOptions({
    queryKey: reportKeys.invoiceList(actor, type, period),
    queryFn: ({ signal }) => fetchInvoices(type, period, signal),
    placeholderData: keepPreviousData,
  });

export const invoiceQuery = (actor: ReportActor, id: number) =>
  queryOptions({
    queryKey: reportKeys.invoice(actor, id),
    queryFn: ({ signal }) => fetchInvoice(id, signal),
  });
