import type { Kysely } from 'kysely';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatusRefusedMessage } from '../../../domain/orders/order-status-change.ts';
import type { OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { assertOrderWritable, lockOrders, versionConflict, visibleOrder } from '../orders/order-access.ts';

/**
 * The order a dock call works on, inside the caller's transaction: 404 when the session does not see
 * it, 403 when it only sees it, then locked and read again at the version the tablet saw (409 with the
 * current row when it is stale: the office or another tablet changed it meanwhile), and in one of
 * `statuses` (409 'Could not set order status' otherwise, with the current row too).
 */
export async function lockedDockOrder(
  trx: Kysely<DB>,
  session: Session,
  call: { orderId: number; version: number },
  statuses: readonly OrderStatusId[],
): Promise<OrderRow> {
  await assertOrderWritable(trx, session, call.orderId);
  await lockOrders(trx, [call.orderId]);
  const order = await visibleOrder(trx, session, call.orderId);
  if (order.version !== call.version) throw versionConflict(order);
  if (!(statuses as readonly number[]).includes(order.transactionStatusId)) {
    throw new HttpError(409, orderStatusRefusedMessage, 'InvalidStatusTransition', order);
  }
  return order;
}
