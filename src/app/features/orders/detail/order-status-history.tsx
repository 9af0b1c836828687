import { Trans, useLingui } from '@lingui/react/macro';
import { Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { OrderStatusHistoryEntry } from '../../../../domain/orders/order-status-change.ts';
import { orderStatusLabel } from '../../../ui/order-grid/order-status-labels.ts';
import type { OrderScope } from '../queries.ts';
import { apiErrorText } from '../../../api/api-error-text.ts';
import { orderStatusHistoryQuery } from './order-detail-queries.ts';
import { useDetailFormat } from './use-detail-format.ts';

export interface OrderStatusHistoryProps {
  scope: OrderScope;
  orderId: number;
}

/** Every recorded status change of the order: when, who (and the real login when acting for another), from → to. */
export function OrderStatusHistory({ scope, orderId }: OrderStatusHistoryProps) {
  const { t, i18n } = useLingui();
  const format = useDetailFormat();
  const history = useQuery(orderStatusHistoryQuery(scope, orderId));
  const statusName = (id: number) => {
    const label = orderStatusLabel(id);
    return label ? i18n._(label) : String(id);
  };
  const whoOf = ({ changedByName: name, actingForName: login }: OrderStatusHistoryEntry) =>
    login ? t`${name} (done by ${login})` : name;

  if (history.isPending) return <Loader size="sm" role="status" aria-label={t`Loading the status history`} />;
  if (history.isError) {
    return (
      <Text c="red" role="alert">
        {apiErrorText(history.error, i18n)}
      </Text>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>No status changes are recorded.</Trans>
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t`Status history`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>When</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Who</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Change</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.data.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{format.moment(entry.changedAt)}</Table.Td>
              <Table.Td>{whoOf(entry)}</Table.Td>
              <Table.Td>{`${statusName(entry.fromStatusId)} → ${statusName(entry.toStatusId)}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
