import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import type { LocationReportRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles, unitLabels } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { ReportChart } from './report-chart.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

/** Locations (issue 18 item 2): volumes, balance, last count and fill degree per location. */
export function LocationsReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('locations', search);
  const rows = answer.data?.rows ?? [];
  const totals = answer.data?.totals;
  const isTons = search.unit === 'tons';
  const unit = i18n._(unitLabels[search.unit]);
  const shown = (value: number) => (isTons ? format.tons(value) : format.count(value));
  const inOf = (row: LocationReportRow) => (isTons ? row.tonsIn : row.quantityIn);
  const outOf = (row: LocationReportRow) => (isTons ? row.tonsOut : row.quantityOut);
  const degree = (value: number | null) => (value === null ? '\u2013' : format.percent(value));

  const columns: ReportColumn<LocationReportRow>[] = [
    {
      key: 'location',
      label: t`Location`,
      sortValue: (row) => row.locationName,
      cell: (row) => `${row.locationName} (${row.locationNumber})`,
    },
    {
      key: 'customer',
      label: t`Customer`,
      sortValue: (row) => row.customerName,
      cell: (row) => row.customerName,
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
    {
      key: 'balance',
      label: t`Balance`,
      sortValue: (row) => row.balance,
      cell: (row) => format.count(row.balance),
      total: totals && format.count(totals.balance),
      isNumeric: true,
    },
    {
      key: 'lastCount',
      label: t`Last count`,
      sortValue: (row) => row.lastCountDate,
      cell: (row) =>
        row.lastCountDate && row.lastCounted !== null
          ? `${format.count(row.lastCounted)} (${format.day(row.lastCountDate)})`
          : '\u2013',
    },
    {
      key: 'fillDegree',
      label: t`Fill degree`,
      sortValue: (row) => row.fillDegree,
      cell: (row) => degree(row.fillDegree),
      total: totals && degree(totals.fillDegree),
      isNumeric: true,
    },
  ];
  const chartData = rows
    .filter((row) => row.fillDegree !== null)
    .map((row) => ({ location: row.locationName, fillDegree: row.fillDegree ?? 0 }));

  return (
    <ReportFrame
      title={i18n._(reportTitles.locations)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true, product: true, unit: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="md">
        {chartData.length > 0 && (
          <ReportChart
            title={t`Fill degree per location`}
            data={chartData}
            dataKey="location"
            series={[{ name: 'fillDegree', label: t`Fill degree`, color: 'blue.6' }]}
            valueFormatter={format.percent}
          />
        )}
        <ReportTable
          label={t`Locations`}
          rows={rows}
          columns={columns}
          rowKey={(row) => String(row.locationId)}
          minWidth={900}
        />
      </Stack>
    </ReportFrame>
  );
}
