import type { Kysely } from 'kysely';
import type { SendOrders, SendOrdersAnswer } from '../../../domain/orders/order-draft.ts';
import { orderStatusRefusedMessage } from '../../../domain/orders/order-status-change.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { orderScopeOf } from './order-scope.ts';
import { orderRows } from './service.ts';
import { applyStatusChange } from './status-service.ts';

/**
 * POST sendOrders (spec §4: '{count} drafts were sent'): every id must be a draft of the acting
 * customer that the status machine lets the session send; one that is not refuses the whole call
 * (409 'Could not set order status') and the transaction leaves every draft as it was.
 */
export async function sendOrders(
  db: Kysely<DB>,
  session: Session,
  { ids }: SendOrders,
): Promise<SendOrdersAnswer> {
  return db.transaction().execute(async (trx) => {
    // Locked in id order, so two bulk sends of overlapping drafts cannot deadlock.
    await trx
      .selectFrom('transactions')
      .select('id')
      .where('id', 'in', ids)
      .where('marketId', '=', session.marketId)
      .orderBy('id')
      .forUpdate()
      .execute();
    const scope = await orderScopeOf(trx, session);
    const orders = await orderRows(trx, session, scope, { ids }, undefined, ids.length);
    const isOwnDraft = (order: (typeof orders)[number]) =>
      order.customerId === session.customerId && order.transactionStatusId === orderStatus.Web;
    if (orders.length !== ids.length || !orders.every(isOwnDraft)) {
      throw new HttpError(409, orderStatusRefusedMessage, 'InvalidStatusTransition');
    }
    for (const order of orders) await applyStatusChange(trx, session, order, orderStatus.Ordered);
    return { sent: orders.length };
  });
}
