import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { containerHistory } from '../../../../domain/containers/container-history.ts';
import type { ContainerDetail } from '../../../../domain/containers/container-register.ts';
import { formatDateTime } from '../../../../domain/shared/date-format.ts';
import type { OutboxEntry } from '../../../offline/local-db.ts';
import type { ContainerStatusPayload } from '../../../offline/outbox-kinds.ts';
import { containerStatusLabels } from '../../../ui/container-status/container-status-labels.ts';
import { markDoneLabels } from '../container-labels.ts';
import { ContainerStatusBadge } from './container-status-badge.tsx';

export interface ContainerHistoryTableProps {
  container: ContainerDetail;
  /** Marks on this device not yet on the server: they head the history. */
  pending: readonly OutboxEntry[];
}

/** The container's history, newest first: its transactions and repair marks (issue 20 item 2). */
export function ContainerHistoryTable({ container, pending }: ContainerHistoryTableProps) {
  const { t, i18n } = useLingui();
  const history = containerHistory(container);
  const when = (at: string) => formatDateTime(at, i18n.locale);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t`History`} striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`When`}</Table.Th>
            <Table.Th>{t`What`}</Table.Th>
            <Table.Th>{t`Details`}</Table.Th>
            <Table.Th>{t`By`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {[...pending].reverse().map((entry) => {
            const { status, reason } = entry.payload as ContainerStatusPayload;
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {when(new Date(entry.createdAt).toISOString())}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {i18n._(markDoneLabels[status])}
                  </Text>
                  <ContainerStatusBadge status={status} isPending />
                </Table.Td>
                <Table.Td>{reason}</Table.Td>
                <Table.Td>{t`You, on this device`}</Table.Td>
              </Table.Tr>
            );
          })}
          {history.map((item) =>
            item.kind === 'mark' ? (
              <Table.Tr key={`mark-${item.mark.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(item.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {i18n._(markDoneLabels[item.mark.status])}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {i18n._(containerStatusLabels[item.mark.status])}
                  </Text>
                </Table.Td>
                <Table.Td>{item.mark.reason}</Table.Td>
                <Table.Td>{item.mark.markedBy.name}</Table.Td>
              </Table.Tr>
            ) : (
              <Table.Tr key={`tx-${item.transaction.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(item.at)}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {item.transaction.typeName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    <TransactionEnd endedAt={item.transaction.endedAt} />
                  </Text>
                </Table.Td>
                <Table.Td>{item.transaction.location?.name ?? ''}</Table.Td>
                <Table.Td>{item.transaction.createdBy?.name ?? ''}</Table.Td>
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TransactionEnd({ endedAt }: { endedAt: string | null }) {
  const { t, i18n } = useLingui();
  if (!endedAt) return t`Current transaction`;
  const ended = formatDateTime(endedAt, i18n.locale);
  return t`Ended ${ended}`;
}
