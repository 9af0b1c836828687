import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isOrderStatusId, type OrderStatusId } from '../../../domain/orders/order-statuses.ts';

/**
 * The order status labels of spec §4. The spec's parenthesised notes ('Picked (by sender)', 'Confirmed
 * (Delivered)', …) explain the status and are not shown, as in the domain's reference labels.
 */
export const orderStatusLabels = {
  0: msg`Draft`,
  1: msg`Ordered`,
  2: msg`Confirmed by the provider`,
  3: msg`Picked`,
  4: msg`Sent`,
  5: msg`Confirmed`,
  6: msg`Disagreement`,
  7: msg`Cancelled by the provider`,
  8: msg`Replaced`,
  9: msg`Waiting for sorting`,
  10: msg`Under treatment`,
  11: msg`Waiting for confirmation`,
  12: msg`Arrived not sorted`,
  13: msg`Finished sorting, awaiting approval`,
  14: msg`Awaiting agreement`,
} satisfies Record<OrderStatusId, MessageDescriptor>;

/** The label of a status id, or null for an id the spec does not know (the caller shows the server's name). */
export function orderStatusLabel(statusId: number): MessageDescriptor | null {
  return isOrderStatusId(statusId) ? orderStatusLabels[statusId] : null;
}
