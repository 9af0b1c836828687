import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { hasSortingShortfall } from '../../../../domain/dock/sorting.ts';
import type { OrderRow } from '../../../../domain/orders/order-list.ts';
import { orderStatusLabel } from '../../../ui/order-grid/order-status-labels.ts';

/** The status as the dock reads it: a sorted order with fewer pallets than sent is 'Sorted with shortfalls'. */
export function dockStatusText(order: OrderRow, i18n: I18n): string {
  if (hasSortingShortfall(order)) return i18n._(msg`Sorted with shortfalls`);
  const label = orderStatusLabel(order.transactionStatusId);
  return label ? i18n._(label) : order.transactionStatus;
}
