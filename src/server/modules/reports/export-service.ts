import type { Readable } from 'node:stream';
import type { ExportableReport, ExportFormat, ReportFilter } from '../../../domain/reports/report-filter.ts';
import type {
  CommissionRow,
  LocationReportRow,
  MovementRow,
  PoolingRow,
  PurchaseRow,
  UserReportRow,
  VolumeRow,
} from '../../../domain/reports/report-rows.ts';
import type { Locale } from '../../../domain/shared/locales.ts';
import { marketDateTime } from '../../../domain/shared/date-format.ts';
import { commissionReport } from './commissions-report.ts';
import { labelOf, type LabelKey } from './export-headers.ts';
import { exportStream, type ExportColumn, type RowBatches } from './export-writer.ts';
import { locationReport } from './locations-report.ts';
import { allMovements } from './movements-report.ts';
import { poolingReport } from './pooling-report.ts';
import { purchaseReport } from './purchases-report.ts';
import { assertReportsTask, type ReportContext } from './report-context.ts';
import { assertMayOpen } from './report-scope.ts';
import { userReport } from './users-report.ts';
import { volumeReport } from './volumes-report.ts';

type Columns<Row> = readonly ExportColumn<Row>[];

const text = <Row>(key: ExportColumn<Row>['key'], value: (row: Row) => string | null): ExportColumn<Row> => ({
  key,
  type: 'text',
  value,
});
const int = <Row>(key: ExportColumn<Row>['key'], value: (row: Row) => number | null): ExportColumn<Row> => ({
  key,
  type: 'int',
  value,
});
const place = <Row extends { locationName: string; locationNumber: string; customerName: string }>() => [
  text<Row>('locationName', (row) => row.locationName),
  text<Row>('locationNumber', (row) => row.locationNumber),
  text<Row>('customerName', (row) => row.customerName),
];
const choice = <Row extends { productName: string; treatmentName: string; qualityName: string }>() => [
  text<Row>('productName', (row) => row.productName),
  text<Row>('treatmentId', (row) => row.treatmentName),
  text<Row>('qualityId', (row) => row.qualityName),
];

/** The columns of each export, in the order of the screen's table. */
export function exportColumns(language: Locale, marketId: string) {
  const label = (key: LabelKey) => labelOf(key, language);
  const flag = (value: boolean) => label(value ? 'yes' : 'no');
  const movements: Columns<MovementRow> = [
    text('date', (row) => marketDateTime(row.date, marketId)),
    text('orderNo', (row) => row.orderNo),
    text('orderType', (row) => row.transactionTypeId),
    text('kind', (row) => label(row.kind)),
    ...place<MovementRow>(),
    ...choice<MovementRow>(),
    int('quantity', (row) => row.quantity),
    text('counterpartName', (row) => row.counterpartName),
  ];
  const purchases: Columns<PurchaseRow> = [
    text('month', (row) => row.month),
    ...place<PurchaseRow>(),
    ...choice<PurchaseRow>(),
    int('quantity', (row) => row.quantity),
    { key: 'tons', type: 'decimal3', value: (row) => row.tons },
    { key: 'amount', type: 'decimal2', value: (row) => row.amount },
    text('currency', (row) => row.currency),
  ];
  const commissions: Columns<CommissionRow> = [
    text('month', (row) => row.month),
    ...place<CommissionRow>(),
    int('quantityIn', (row) => row.quantityIn),
    int('quantityOut', (row) => row.quantityOut),
    int('handled', (row) => row.handled),
    { key: 'commission', type: 'decimal2', value: (row) => row.commission },
    text('currency', (row) => row.currency),
  ];
  const pooling: Columns<PoolingRow> = [
    text('poolingGroupName', (row) => row.poolingGroupName),
    ...place<PoolingRow>(),
    int('opening', (row) => row.opening),
    int('quantityIn', (row) => row.quantityIn),
    int('quantityOut', (row) => row.quantityOut),
    int('closing', (row) => row.closing),
    text('lastCountDate', (row) => row.lastCountDate),
    int('lastCounted', (row) => row.lastCounted),
    int('lastCountDifference', (row) => row.lastCountDifference),
    text('standing', (row) => label(row.standing)),
    int('maxBalance', (row) => row.maxBalance),
    text('isNegative', (row) => flag(row.isNegative)),
    text('isOverMax', (row) => flag(row.isOverMax)),
  ];
  const locations: Columns<LocationReportRow> = [
    ...place<LocationReportRow>(),
    int('quantityIn', (row) => row.quantityIn),
    int('quantityOut', (row) => row.quantityOut),
    { key: 'tonsIn', type: 'decimal3', value: (row) => row.tonsIn },
    { key: 'tonsOut', type: 'decimal3', value: (row) => row.tonsOut },
    int('balance', (row) => row.balance),
    text('lastCountDate', (row) => row.lastCountDate),
    int('lastCounted', (row) => row.lastCounted),
    { key: 'fillDegree', type: 'decimal1', value: (row) => row.fillDegree },
  ];
  const volumes: Columns<VolumeRow> = [
    text('month', (row) => row.month),
    int('quantityIn', (row) => row.quantityIn),
    int('quantityOut', (row) => row.quantityOut),
    { key: 'tonsIn', type: 'decimal3', value: (row) => row.tonsIn },
    { key: 'tonsOut', type: 'decimal3', value: (row) => row.tonsOut },
  ];
  const users: Columns<UserReportRow> = [
    text('name', (row) => row.name),
    text('loginName', (row) => row.loginName),
    text('email', (row) => row.email),
    text('customerName', (row) => row.customerName),
    text('locationName', (row) => row.locationName),
    text('isActive', (row) => flag(row.isActive)),
    text('isCustomerAdmin', (row) => flag(row.isCustomerAdmin)),
    text('isLocationAdmin', (row) => flag(row.isLocationAdmin)),
    text('isGlobalAdmin', (row) => flag(row.isGlobalAdmin)),
    text('tasks', (row) => (row.tasks.length === 0 ? label('allTasks') : row.tasks.join(', '))),
    int('reportLevel', (row) => row.reportLevel),
    text('lastLoginAt', (row) => row.lastLoginAt),
  ];
  return { movements, purchases, commissions, pooling, locations, volumes, users };
}

export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET reportExport: the report's rows as a spreadsheet, written while they are read. Transactions
 * exports every single movement of the filter (not a page) in keyset batches; the other reports the
 * rows of their screen call. The same reach and report rules as the screen apply.
 */
export async function reportExport(
  context: ReportContext,
  query: ReportFilter & { report: ExportableReport; format: ExportFormat },
): Promise<ExportFile> {
  assertReportsTask(context);
  const { report, format } = query;
  assertMayOpen(context.scope, report);
  // Screen calls answer whole rows; the stream below must not fail after its first bytes, so the
  // checks above run first and the screens' rows are read before the answer starts.
  const columns = exportColumns(context.language, context.scope.marketId);
  const file = (stream: Readable): ExportFile => ({
    fileName: `${report}-${query.from}-${query.to}.${format}`,
    contentType: contentTypes[format],
    stream,
  });
  const write = <Row>(cols: Columns<Row>, batches: RowBatches<Row>) =>
    file(exportStream(format, report, cols, batches, context.language));
  switch (report) {
    case 'transactions':
      return write(columns.movements, allMovements(context, query));
    case 'purchases':
      return write(columns.purchases, [(await purchaseReport(context, query)).rows]);
    case 'commissions':
      return write(columns.commissions, [(await commissionReport(context, query)).rows]);
    case 'pooling':
      return write(columns.pooling, [(await poolingReport(context, query)).rows]);
    case 'locations':
      return write(columns.locations, [(await locationReport(context, query)).rows]);
    case 'volumes':
      return write(columns.volumes, [(await volumeReport(context, query)).rows]);
    case 'users':
      return write(columns.users, [(await userReport(context, query)).rows]);
  }
}
