import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Pagination, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { movementsQuery } from '../queries.ts';
import { useReportFormat } from '../report-format.ts';
import { movementKindLabels } from '../report-labels.ts';
import { filterOf } from '../report-search.ts';
import { useReportActor } from '../use-report-actor.ts';
import type { ReportScreenProps } from '../use-report.ts';
import { ReportState } from './report-state.tsx';

function PageCount({ count, total }: { count: number; total: number }) {
  return (
    <Trans>
      Showing {count} of {total} movements
    </Trans>
  );
}

/** The single movements of the transactions report, 100 a page (the page is in the URL too). */
export function MovementList({ search, onSearchChange }: ReportScreenProps) {
  const { t, i18n } = useLingui();
  const format = useReportFormat();
  const actor = useReportActor();
  const page = search.page ?? 1;
  const movements = useQuery(movementsQuery(actor, filterOf(search), page));
  const data = movements.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <ReportState
      isPending={movements.isPending}
      error={movements.error}
      isEmpty={(data?.rows.length ?? 0) === 0}
    >
      <Table.ScrollContainer minWidth={900}>
        <Table aria-label={t`Single movements`} striped verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Date`}</Table.Th>
              <Table.Th>{t`Order`}</Table.Th>
              <Table.Th>{t`Kind`}</Table.Th>
              <Table.Th>{t`Location`}</Table.Th>
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th>{t`Counterpart`}</Table.Th>
              <Table.Th ta="right">{t`Quantity`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{format.day(row.date)}</Table.Td>
                <Table.Td>
                  {row.transactionId === null ? (
                    '\u2013'
                  ) : (
                    <Anchor component={Link} to={`/app/orders/${row.transactionId}`}>
                      {row.orderNo ?? row.transactionId}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>{i18n._(movementKindLabels[row.kind])}</Table.Td>
                <Table.Td>{`${row.locationName} (${row.locationNumber})`}</Table.Td>
                <Table.Td>{`${row.productName} · ${row.treatmentName} · ${row.qualityName}`}</Table.Td>
                <Table.Td>{row.counterpartName ?? '\u2013'}</Table.Td>
                <Table.Td ta="right">{format.count(row.quantity)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && (
        <Group justify="space-between" className="report-no-print">
          <Text size="sm" c="dimmed" aria-live="polite">
            <PageCount count={data.rows.length} total={data.total} />
          </Text>
          {pages > 1 && (
            <Pagination
              className="report-pagination"
              total={pages}
              value={page}
              onChange={(next) => onSearchChange({ page: next })}
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
              })}
            />
          )}
        </Group>
      )}
    </ReportState>
  );
}
