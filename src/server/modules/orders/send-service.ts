import type { Kysely } from 'kysely';
import type { SendOrders, SendOrdersAnswer } from '../../../domain/orders/order-draft.ts';
import { orderStatusRefusedMessage } from '../../../domain/orders/order-status-change.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { assertDraftTasks, ownOrderTypes } from './draft-tasks.ts';
import { lockOrders, writableOrderIds } from './order-access.ts';
import { listOrderRow } from './order-row-json.ts';
import { orderScopeOf } from './order-scope.ts';
import { orderRows } from './service.ts';
import { applyStatusChange } from './status-service.ts';

/**
 * POST sendOrders (spec §4: '{count} drafts were sent'): every id must be a draft of the acting
 * customer that the status machine lets the session send; one that is not refuses the whole call
 * (409 'Could not set order status', 403 for one the session sees but may not change) and the
 * transaction leaves every draft as it was.
 */
export async function sendOrders(
  db: Kysely<DB>,
  session: Session,
  { ids }: SendOrders,
): Promise<SendOrdersAnswer> {
  return inTransaction(db, async (trx) => {
    // The drafts' tasks (ORDER, DISPATCH) before anything else: 403, as for saving a draft.
    await assertDraftTasks(trx, session, await ownOrderTypes(trx, session, ids));
    // Rights first, then the locks; checked again under the locks, as a draft has no version here
    // and another user may have moved it to a location that is not the session's meanwhile.
    const seen = await writableOrderIds(trx, session, ids);
    await lockOrders(trx, seen);
    const locked = await writableOrderIds(trx, session, seen);
    const refused = () => new HttpError(409, orderStatusRefusedMessage, 'InvalidStatusTransition');
    if (locked.length !== ids.length) throw refused();
    const scope = await orderScopeOf(trx, session);
    const orders = await orderRows(
      trx,
      session,
      scope,
      { ids: locked },
      listOrderRow,
      undefined,
      locked.length,
    );
    const isOwnDraft = (order: (typeof orders)[number]) =>
      order.customerId === session.customerId && order.transactionStatusId === orderStatus.Web;
    if (!orders.every(isOwnDraft)) throw refused();
    await applyStatusChange(trx, session, orders, orderStatus.Ordered);
    return { sent: orders.length };
  });
}
