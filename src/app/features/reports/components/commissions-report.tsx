import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { CommissionRow } from '../../../../domain/reports/report-rows.ts';
import { sumPerMonth } from '../month-totals.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

/** Commission (issue 18 item 2): pallets a commission location handled per month and what it earned. */
export function CommissionsReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('commissions', search);
  const rows = answer.data?.rows ?? [];
  const totals = answer.data?.totals;

  const count = (
    key: 'quantityIn' | 'quantityOut' | 'handled',
    label: string,
  ): ReportColumn<CommissionRow> => ({
    key,
    label,
    sortValue: (row) => row[key],
    cell: (row) => format.count(row[key]),
    total: totals && format.count(totals[key]),
    isNumeric: true,
  });
  const columns: ReportColumn<CommissionRow>[] = [
    { key: 'month', label: t`Month`, sortValue: (row) => row.month, cell: (row) => format.month(row.month) },
    {
      key: 'location',
      label: t`Location`,
      sortValue: (row) => row.locationName,
      cell: (row) => `${row.locationName} (${row.locationNumber})`,
    },
    count('quantityIn', t`In`),
    count('quantityOut', t`Out`),
    count('handled', t`Handled`),
    {
      key: 'commission',
      label: t`Commission`,
      sortValue: (row) => row.commission,
      cell: (row) => format.money(row.commission, row.currency),
      total: totals && format.money(totals.commission, totals.currency),
      isNumeric: true,
    },
  ];
  const chartData = sumPerMonth(rows, { handled: (row) => row.handled }).map((datum) => ({
    ...datum,
    month: format.month(String(datum.month)),
  }));

  return (
    <ReportFrame
      title={i18n._(reportTitles.commissions)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="md">
        <ReportChart
          title={t`Pallets handled per month`}
          data={chartData}
          dataKey="month"
          series={[{ name: 'handled', label: t`Handled`, color: 'blue.6' }]}
          valueFormatter={format.count}
        />
        <ReportTable
          label={t`Commission per month and location`}
          rows={rows}
          columns={columns}
          rowKey={(row) => `${row.month}|${row.locationId}`}
        />
      </Stack>
    </ReportFrame>
  );
}
