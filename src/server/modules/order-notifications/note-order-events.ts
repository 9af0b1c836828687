import type { Kysely } from 'kysely';
import { statusMayNotify } from '../../../domain/orders/order-notifications.ts';
import type { DB } from '../../db/schema.ts';
import { requestOrderNotificationsSoon } from './request-soon.ts';

/**
 * Notes that orders reached a status, in the caller's transaction (the outbox of migration 0018), so
 * the notification is mailed if and only if the change commits. Statuses that never mail note nothing.
 */
export async function noteOrderEvents(
  trx: Kysely<DB>,
  orderIds: readonly number[],
  statusId: number,
): Promise<void> {
  if (orderIds.length === 0 || !statusMayNotify(statusId)) return;
  await trx
    .insertInto('orderNotifications')
    .values(orderIds.map((transactionId) => ({ transactionId, statusId })))
    .execute();
  await requestOrderNotificationsSoon();
}
