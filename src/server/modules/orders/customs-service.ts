import { sql, type Kysely } from 'kysely';
import {
  customsChangeRefusal,
  customsRefusalMessages,
  type OrderCustomsChange,
} from '../../../domain/orders/order-customs.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import type { Session } from '../../auth/session.ts';
import { sessionActor, writeAuditLog } from '../../audit/write-audit-log.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { assertDraftTasks, draftTypesOf } from './draft-tasks.ts';
import { assertOrderWritable, lockOrders, versionConflict, visibleOrder } from './order-access.ts';
import { orderWriteScopeOf } from './order-scope.ts';
import { actorsOn } from './status-service.ts';

/**
 * POST orderCustoms (spec §1, §3 Customs): sets the order's customs handler and/or status by the rule
 * of domain/orders/order-customs.ts, in one transaction: 404 for an order the session does not see,
 * 403 for one it only sees or a change that is not its to make, 409 for a stale version (with the
 * current row) or a change the order no longer allows. Recorded in the audit log.
 */
export async function changeOrderCustoms(
  db: Kysely<DB>,
  session: Session,
  change: OrderCustomsChange,
): Promise<OrderRow> {
  return inTransaction(db, async (trx) => {
    await assertOrderWritable(trx, session, change.id);
    await lockOrders(trx, [change.id]);
    const order = await visibleOrder(trx, session, change.id);
    if (order.version !== change.version) throw versionConflict(order);
    // The handler is part of what is ordered: changing it needs the draft's menu task, as saving the
    // draft does (draft-tasks.ts; 403).
    if (change.customsHandler !== undefined && change.customsHandler !== order.customsHandler) {
      await assertDraftTasks(trx, session, draftTypesOf([order]));
    }
    const actors = await actorsOn(trx, session, await orderWriteScopeOf(trx, session), order);
    const isOwnEnd = actors.includes('sender') || actors.includes('receiver');
    const refusal = customsChangeRefusal(
      order,
      {
        isProviderOrGlobal: session.loginUser.isProvider || session.loginUser.isGlobalAdmin,
        isOrderingCustomer: isOwnEnd && order.customerId === session.customerId,
      },
      change,
    );
    if (refusal === 'notAllowed') throw forbidden(customsRefusalMessages.notAllowed);
    if (refusal) throw new HttpError(409, customsRefusalMessages[refusal], 'CustomsRefused', order);

    const customsHandler = change.customsHandler ?? order.customsHandler;
    // A handler of none leaves nothing to declare: its status is emptied with it.
    const customsStatus =
      customsHandler === 'none' ? '' : (change.customsStatus ?? order.customsStatus ?? '');
    await trx
      .updateTable('transactions')
      .set((eb) => ({
        customsHandler,
        customsStatus,
        version: eb('version', '+', 1),
        updatedAt: sql<Date>`now()`,
      }))
      .where('id', '=', order.id)
      .execute();
    await writeAuditLog(trx, {
      ...sessionActor(session),
      // The audit log's order type; details say it was the customs that changed.
      type: 'orderStatus',
      subject: `order ${order.orderNo} customs`,
      details: {
        orderId: order.id,
        customsHandler: { from: order.customsHandler, to: customsHandler },
        customsStatus: { from: order.customsStatus, to: customsStatus },
      },
    });
    return visibleOrder(trx, session, order.id);
  });
}
