import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { CellContext } from '@tanstack/react-table';
import { isWaitingOnCustoms } from '../../../domain/orders/order-customs.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatusLabel } from '../../ui/order-grid/order-status-labels.ts';

/**
 * An order's status in the grid (its label, spec §4), with a 'Customs' badge on an order that waits on
 * customs: required but not declared, or a declaration pending (issue 21 item 2).
 */
export function OrderStatusCell({ row }: CellContext<OrderRow, number>) {
  const { t, i18n } = useLingui();
  const order = row.original;
  const label = orderStatusLabel(order.transactionStatusId);
  const text = label ? i18n._(label) : order.transactionStatus;
  if (!isWaitingOnCustoms(order)) return text;
  return (
    <Group gap={6} wrap="nowrap">
      <span>{text}</span>
      <Badge size="sm" color="orange" variant="light" tt="none" title={t`Waiting on customs`}>
        {t`Customs`}
      </Badge>
    </Group>
  );
}
