import { sql, type Kysely } from 'kysely';
import {
  missingPickedLines,
  noLinesLeftMessage,
  pickableStatuses,
  pickedQuantityMissingMessage,
  pickingPath,
  zeroPickedLines,
  type OrderPicking,
} from '../../../domain/dock/picking.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import { dockCallTask } from '../../../domain/tasks/call-tasks.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError } from '../../http/errors.ts';
import { assertTruckType } from '../orders/draft-checks.ts';
import { visibleOrder } from '../orders/order-access.ts';
import { orderWriteScopeOf } from '../orders/order-scope.ts';
import { actorsOn, applyStatusChange } from '../orders/status-service.ts';
import { recordMovements } from './balance-movements.ts';
import { lockedDockOrder } from './locked-dock-order.ts';
import { assertSameLines } from './order-lines-match.ts';

export const notSenderMessage = errorMessages.OnlySenderPicks;

/**
 * What a picking may do to the order before any write: only its sender or provider staff pick (the
 * receiver sees the order but its picked quantities are the sender's word); a mark needs every line
 * picked (422); deleting the 0-picked lines must leave one (422). Answers the lines that stay.
 */
async function checkedPicking(trx: Kysely<DB>, session: Session, order: OrderRow, picking: OrderPicking) {
  const actors = await actorsOn(trx, session, await orderWriteScopeOf(trx, session), order);
  if (!actors.includes('sender') && !actors.includes('provider')) throw forbidden(notSenderMessage);
  assertSameLines(order, picking.lines);
  await assertTruckType(trx, session, picking.transport.carType);
  const missing = missingPickedLines(picking.lines);
  if (picking.markAs !== 'saved' && missing.length > 0) {
    throw new HttpError(422, pickedQuantityMissingMessage, 'PickedQuantityMissing', {
      lineIds: missing.map((line) => line.lineId),
    });
  }
  const deleted = picking.deleteZeroLines ? zeroPickedLines(picking.lines) : [];
  if (deleted.length === picking.lines.length) throw new HttpError(422, noLinesLeftMessage, 'NoLinesLeft');
  return { deleted, kept: picking.lines.filter((line) => !deleted.includes(line)) };
}

/**
 * POST orderPicking (issue 6 item 2): the sender's expedition of an order in one transaction — picked
 * quantities, 0-picked lines deleted when the user agreed, the truck and waybill texts, then the order
 * walked to the mark (picked 3, sent 4) one status at a time through the status machine. Reaching Sent
 * takes the picked pallets off the sending location's balance. Answers the order as it now is. It
 * needs the EXPEDITION task.
 */
export async function registerPicking(
  db: Kysely<DB>,
  session: Session,
  picking: OrderPicking,
): Promise<OrderRow> {
  await assertActingTask(db, session, dockCallTask.orderPicking);
  return inTransaction(db, async (trx) => {
    const order = await lockedDockOrder(trx, session, picking, pickableStatuses);
    const { deleted, kept } = await checkedPicking(trx, session, order, picking);
    if (deleted.length > 0) {
      const ids = deleted.map((line) => line.lineId);
      await trx.deleteFrom('transactionLines').where('id', 'in', ids).execute();
    }
    for (const line of kept) {
      await trx
        .updateTable('transactionLines')
        .set((eb) => ({ quantityPicked: line.quantityPicked, version: eb('version', '+', 1) }))
        .where('id', '=', line.lineId)
        .where('quantityPicked', 'is distinct from', line.quantityPicked)
        .execute();
    }
    const lines = order.transactions.filter((line) => kept.some((k) => k.lineId === line.id));
    const { sendDate, ...transport } = picking.transport;
    await trx
      .updateTable('transactions')
      .set((eb) => ({
        ...transport,
        ...(sendDate ? { sendDate } : {}),
        // As a draft keeps it: the ordered pallets of the lines the order has.
        quantity: lines.reduce((sum, line) => sum + line.quantityOrdered, 0),
        version: eb('version', '+', 1),
        updatedAt: sql<Date>`now()`,
      }))
      .where('id', '=', order.id)
      .execute();
    const path = pickingPath(order.transactionStatusId, picking.markAs);
    for (const step of path) {
      await applyStatusChange(trx, session, [await visibleOrder(trx, session, order.id)], step);
    }
    if (path.includes(orderStatus.Sent)) {
      const sent = lines.map((line) => {
        const picked = kept.find((candidate) => candidate.lineId === line.id)!;
        return { ...line, quantity: picked.quantityPicked ?? line.quantityOrdered };
      });
      const move = { transactionId: order.id, locationId: order.locationIdFrom, kind: 'sent' as const };
      await recordMovements(trx, session, move, sent);
    }
    return visibleOrder(trx, session, order.id);
  });
}
