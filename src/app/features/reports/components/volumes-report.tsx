import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { VolumeRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles, unitLabels } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

/** Pallet volumes per month, in pallets or tons (spec §9 toggle; issue 18 item 2). */
export function VolumesReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('volumes', search);
  const isTons = search.unit === 'tons';
  const unit = i18n._(unitLabels[search.unit]);
  const shown = (value: number) => (isTons ? format.tons(value) : format.count(value));
  const inOf = (row: VolumeRow) => (isTons ? row.tonsIn : row.quantityIn);
  const outOf = (row: VolumeRow) => (isTons ? row.tonsOut : row.quantityOut);
  const totals = answer.data?.totals;

  const columns: ReportColumn<VolumeRow>[] = [
    {
      key: 'month',
      label: t`Month`,
      sortValue: (row) => row.month,
      cell: (row) => format.month(row.month),
    },
    {
      key: 'in',
      label: t`In (${unit})`,
      sortValue: inOf,
      cell: (row) => shown(inOf(row)),
      total: totals && shown(isTons ? totals.tonsIn : totals.quantityIn),
      isNumeric: true,
    },
    {
      key: 'out',
      label: t`Out (${unit})`,
      sortValue: outOf,
      cell: (row) => shown(outOf(row)),
      total: totals && shown(isTons ? totals.tonsOut : totals.quantityOut),
      isNumeric: true,
    },
  ];
  const rows = answer.data?.rows ?? [];
  const chartData = rows.map((row) => ({ month: format.month(row.month), in: inOf(row), out: outOf(row) }));

  return (
    <ReportFrame
      title={i18n._(reportTitles.volumes)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true, product: true, unit: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="md">
        <ReportChart
          title={t`Volume per month (${unit})`}
          data={chartData}
          dataKey="month"
          series={[
            { name: 'in', label: t`In`, color: 'blue.6' },
            { name: 'out', label: t`Out`, color: 'teal.6' },
          ]}
          valueFormatter={shown}
        />
        <ReportTable
          label={t`Pallet volumes per month`}
          rows={rows}
          columns={columns}
          rowKey={(row) => row.month}
        />
      </Stack>
    </ReportFrame>
  );
}
