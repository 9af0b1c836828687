import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { OrderRow } from '../../../../../domain/orders/order-list.ts';
import { orderStatusLabel } from '../../../../ui/order-grid/order-status-labels.ts';
import { labelOf, transactionTypeLabels } from '../../detail/order-type-labels.ts';
import { useDetailFormat } from '../../detail/use-detail-format.ts';

export interface ExpeditionHeaderProps {
  order: OrderRow;
}

/** What the dock worker checks first: which order, its status, where it goes and when. */
export function ExpeditionHeader({ order }: ExpeditionHeaderProps) {
  const { i18n } = useLingui();
  const format = useDetailFormat();
  const type = labelOf(transactionTypeLabels, order.transactionTypeId);
  const status = orderStatusLabel(order.transactionStatusId);
  // A goods delivery to a place outside the portal keeps the sender's ids; the receiver is the external one.
  const to = order.externalLocationName || order.locationNameTo;
  const orderNo = order.orderNo;
  const sendDay = order.dateSend ? format.day(order.dateSend) : null;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {orderNo}
        </Title>
        <Text fw={600}>
          {type ? `${order.transactionTypeId} · ${i18n._(type)}` : order.transactionTypeId}
        </Text>
        <Badge size="lg" variant="filled" tt="none" data-testid="expedition-status">
          {status ? i18n._(status) : order.transactionStatus}
        </Badge>
      </Group>
      <Text size="lg">
        {order.locationNameFrom} → {to}
      </Text>
      {sendDay && (
        <Text>
          <Trans>Send date: {sendDay}</Trans>
        </Text>
      )}
    </Stack>
  );
}
