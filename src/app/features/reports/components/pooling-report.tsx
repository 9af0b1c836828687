import { useLingui } from '@lingui/react/macro';
import { Stack, Table, Title } from '@mantine/core';
import type { PoolingRow } from '../../../../domain/reports/report-rows.ts';
import { useReportFormat } from '../report-format.ts';
import { reportTitles, standingLabels } from '../report-labels.ts';
import { useReport, type ReportScreenProps } from '../use-report.ts';
import { PoolingMarks } from './pooling-marks.tsx';
import { ReportFrame } from './report-frame.tsx';
import { ReportTable, type ReportColumn } from './report-table.tsx';

type Volume = 'opening' | 'quantityIn' | 'quantityOut' | 'closing';

interface PoolingGroup {
  key: string;
  name: string | null;
  rows: PoolingRow[];
}

function groupsOf(rows: readonly PoolingRow[]): PoolingGroup[] {
  const groups = new Map<string, PoolingGroup>();
  for (const row of rows) {
    const key = String(row.poolingGroupId ?? 'none');
    const group = groups.get(key) ?? { key, name: row.poolingGroupName, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()];
}

const sum = (rows: readonly PoolingRow[], volume: Volume) =>
  rows.reduce((total, row) => total + row[volume], 0);

/**
 * Pooling balance control (issue 18 item 2): per pooling group and location the opening balance, in,
 * out, closing, the last count and its difference, and whether the location owes or has a credit.
 */
export function PoolingReport({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const { answer, state, exportName, onExport } = useReport('pooling', search);
  const totals = answer.data?.totals;
  const labels: Record<Volume, string> = {
    opening: t`Opening`,
    quantityIn: t`In`,
    quantityOut: t`Out`,
    closing: t`Closing`,
  };
  const volumes = Object.keys(labels) as Volume[];

  const columnsFor = (rows: readonly PoolingRow[]): ReportColumn<PoolingRow>[] => [
    {
      key: 'location',
      label: t`Location`,
      sortValue: (row) => row.locationName,
      cell: (row) => `${row.locationName} (${row.locationNumber})`,
    },
    ...volumes.map((volume): ReportColumn<PoolingRow> => ({
      key: volume,
      label: labels[volume],
      sortValue: (row) => row[volume],
      cell: (row) => format.count(row[volume]),
      total: format.count(sum(rows, volume)),
      isNumeric: true,
    })),
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
      key: 'difference',
      label: t`Difference`,
      sortValue: (row) => row.lastCountDifference,
      cell: (row) => (row.lastCountDifference === null ? '\u2013' : format.count(row.lastCountDifference)),
      isNumeric: true,
    },
    {
      key: 'standing',
      label: t`Credit or owes`,
      sortValue: (row) => row.standing,
      cell: (row) => i18n._(standingLabels[row.standing]),
    },
    {
      key: 'marks',
      label: t`Marks`,
      sortValue: (row) => Number(row.isNegative) + Number(row.isOverMax),
      cell: (row) => <PoolingMarks row={row} />,
    },
  ];

  return (
    <ReportFrame
      title={i18n._(reportTitles.pooling)}
      search={search}
      onSearchChange={onSearchChange}
      filters={{ location: true, product: true }}
      onExport={onExport}
      exportName={exportName}
      state={state}
    >
      <Stack gap="lg">
        {groupsOf(answer.data?.rows ?? []).map((group) => {
          const name = group.name ?? t`No pooling group`;
          return (
            <Stack key={group.key} gap="xs">
              <Title order={2} size="h3">
                {name}
              </Title>
              <ReportTable
                label={t`Pooling balances of ${name}`}
                rows={group.rows}
                columns={columnsFor(group.rows)}
                rowKey={(row) => `${row.locationId}`}
                totalsLabel={t`Total ${name}`}
                minWidth={1000}
              />
            </Stack>
          );
        })}
        {totals && (
          <Table.ScrollContainer minWidth={600}>
            <Table aria-label={t`Totals of every pooling group`} fz="sm" withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Pooling groups`}</Table.Th>
                  {volumes.map((volume) => (
                    <Table.Th key={volume} ta="right">
                      {labels[volume]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr data-report-totals fw={700}>
                  <Table.Th scope="row">{t`Total`}</Table.Th>
                  {volumes.map((volume) => (
                    <Table.Td key={volume} ta="right">
                      {format.count(totals[volume])}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </ReportFrame>
  );
}
