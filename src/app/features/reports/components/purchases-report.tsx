import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { PurchaseRow } from '../../../../domain/reports/report-rows.ts';
import { sumPerMonth } from '../month-totals.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

/** Purchases (issue 18 item 2): pallets bought per month, product and location, with amounts. */
export function PurchasesReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('purchases', search);
  const rows = answer.data?.rows ?? [];
  const totals = answer.data?.totals;

  const columns: ReportColumn<PurchaseRow>[] = [
    { key: 'month', label: t`Month`, sortValue: (row) => row.month, cell: (row) => format.month(row.month) },
    {
      key: 'location',
      label: t`Location`,
      sortValue: (row) => row.locationName,
      cell: (row) => `${row.locationName} (${row.locationNumber})`,
    },
    {
      key: 'product',
      label: t`Product`,
      sortValue: (row) => row.productName,
      cell: (row) => `${row.productName} · ${row.treatmentName} · ${row.qualityName}`,
    },
    {
      key: 'quantity',
      label: t`Quantity`,
      sortValue: (row) => row.quantity,
      cell: (row) => format.count(row.quantity),
      total: totals && format.count(totals.quantity),
      isNumeric: true,
    },
    {
      key: 'tons',
      label: t`Tons`,
      sortValue: (row) => row.tons,
      cell: (row) => format.tons(row.tons),
      total: totals && format.tons(totals.tons),
      isNumeric: true,
    },
    {
      key: 'amount',
      label: t`Amount`,
      sortValue: (row) => row.amount,
      cell: (row) => format.money(row.amount, row.currency),
      total: totals && format.money(totals.amount, totals.currency),
      isNumeric: true,
    },
  ];
  const chartData = sumPerMonth(rows, { quantity: (row) => row.quantity }).map((datum) => ({
    ...datum,
    month: format.month(String(datum.month)),
  }));

  return (
    <ReportFrame
      title={i18n._(reportTitles.purchases)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true, product: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="md">
        <ReportChart
          title={t`Pallets bought per month`}
          data={chartData}
          dataKey="month"
          series={[{ name: 'quantity', label: t`Quantity`, color: 'blue.6' }]}
          valueFormatter={format.count}
        />
        <ReportTable
          label={t`Purchases per month, location and product`}
          rows={rows}
          columns={columns}
          rowKey={(row) =>
            `${row.month}|${row.locationId}|${row.productId}|${row.treatmentId}|${row.qualityId}`
          }
        />
      </Stack>
    </ReportFrame>
  );
}
