import type { Kysely } from 'kysely';
import type { DirectReception } from '../../../domain/dock/direct-reception.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { dockCallTask } from '../../../domain/tasks/call-tasks.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { visibleOrder } from '../orders/order-access.ts';
import { arrivalChoices } from './arrival-choices.ts';
import { insertDockMadeOrder } from './dock-made-order.ts';
import { otherLocationOf } from './other-location.ts';

/**
 * POST directReception (issue 6, item 2): pallets that arrived at the acting location with no order.
 * The order is made as sent and received today: at a provider location a return waiting for sorting
 * (RO, 12 'Arrived not sorted'), elsewhere a confirmed transfer (OO, 5). The acting location's balance
 * grows; the history records the acting user taking it from Sent to that status. It needs the RECEPTION
 * task, and the sender must be a location the acting one trades with (other-location.ts).
 */
export async function registerDirectReception(
  db: Kysely<DB>,
  session: Session,
  reception: DirectReception,
): Promise<OrderRow> {
  await assertActingTask(db, session, dockCallTask.directReception);
  const from = await otherLocationOf(db, session, 'locationIdFrom', reception.locationIdFrom);
  const lines = await arrivalChoices(db, reception.lines);
  const acting = await db
    .selectFrom('locations')
    .select('isProvider')
    .where('id', '=', session.locationId)
    .executeTakeFirstOrThrow();
  return inTransaction(db, async (trx) => {
    const id = await insertDockMadeOrder(
      trx,
      session,
      {
        transactionTypeId: acting.isProvider ? 'RO' : 'OO',
        transactionStatusId: acting.isProvider ? orderStatus.ReceivedSort : orderStatus.Confirmed,
        locationIdFrom: from.id,
        locationIdTo: session.locationId,
        externalLocationId: null,
        sendDate: null,
        isReceived: true,
        carNo: reception.carNo,
        reference: reception.reference,
        movement: 'received',
      },
      lines,
    );
    return visibleOrder(trx, session, id);
  });
}
