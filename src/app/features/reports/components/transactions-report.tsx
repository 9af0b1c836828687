import { useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { TransactionRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { MovementList } from './movement-list.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

const choiceKey = (row: TransactionRow) =>
  `${row.locationId}|${row.productId}|${row.treatmentId}|${row.qualityId}|${row.counterpartId ?? ''}`;

/**
 * Transactions (issue 18 item 2): balance movements in and out summed per location, product and
 * counterpart, and below them the single movements, a page at a time, each with its order.
 */
export function TransactionsReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('transactions', search);
  const totals = answer.data?.totals;

  const columns: ReportColumn<TransactionRow>[] = [
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
      key: 'counterpart',
      label: t`Counterpart`,
      sortValue: (row) => row.counterpartName,
      cell: (row) => row.counterpartName ?? '\u2013',
    },
    {
      key: 'in',
      label: t`In`,
      sortValue: (row) => row.quantityIn,
      cell: (row) => format.count(row.quantityIn),
      total: totals && format.count(totals.quantityIn),
      isNumeric: true,
    },
    {
      key: 'out',
      label: t`Out`,
      sortValue: (row) => row.quantityOut,
      cell: (row) => format.count(row.quantityOut),
      total: totals && format.count(totals.quantityOut),
      isNumeric: true,
    },
    {
      key: 'net',
      label: t`Net`,
      sortValue: (row) => row.net,
      cell: (row) => format.count(row.net),
      total: totals && format.count(totals.net),
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
      key: 'movements',
      label: t`Movements`,
      sortValue: (row) => row.movements,
      cell: (row) => format.count(row.movements),
      total: totals && format.count(totals.movements),
      isNumeric: true,
    },
  ];

  return (
    <ReportFrame
      title={i18n._(reportTitles.transactions)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true, product: true, counterpart: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="lg">
        <ReportTable
          label={t`Transactions per location, product and counterpart`}
          rows={answer.data?.rows ?? []}
          columns={columns}
          rowKey={choiceKey}
          minWidth={900}
        />
        <Stack gap="sm">
          <Title order={2} size="h3">{t`Single movements`}</Title>
          <MovementList search={search} onSearchChange={onSearchChange} />
        </Stack>
      </Stack>
    </ReportFrame>
  );
}
