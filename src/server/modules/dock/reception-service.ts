import { sql, type Kysely } from 'kysely';
import {
  receivableStatuses,
  receptionDiffers,
  receptionOutcome,
  type OrderReception,
} from '../../../domain/dock/reception.ts';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { orderStatus } from '../../../domain/orders/order-statuses.ts';
import { dockCallTask } from '../../../domain/tasks/call-tasks.ts';
import { assertActingTask } from '../../auth/acting-tasks.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { visibleOrder } from '../orders/order-access.ts';
import { applyStatusChange } from '../orders/status-service.ts';
import { recordMovements } from './balance-movements.ts';
import { lockedDockOrder } from './locked-dock-order.ts';
import { assertSameLines, invalidField } from './order-lines-match.ts';

/** Each received quality is one the portal knows (400 naming the line otherwise). */
async function assertQualities(trx: Kysely<DB>, lines: OrderReception['lines']) {
  const ids = [...new Set(lines.map((line) => line.qualityId))];
  const known = await trx.selectFrom('qualities').select('id').where('id', 'in', ids).execute();
  const unknown = lines.findIndex((line) => !known.some((quality) => quality.id === line.qualityId));
  if (unknown >= 0) throw invalidField(`lines.${unknown}.qualityId`, 'is not a quality');
}

/**
 * POST orderReception (issue 6 item 1): the receiver registers what arrived on a sent order, in one
 * transaction. Each line keeps what arrived and in which quality; the order then moves on as the status
 * machine allows — a difference is a disagreement (6) with the receiver registered, a pickup or return
 * at the provider waits for sorting (12), anything else is confirmed (5) — and the receiving location's
 * balance gains what arrived. Answers the order as it now is. It needs the RECEPTION task.
 */
export async function registerReception(
  db: Kysely<DB>,
  session: Session,
  reception: OrderReception,
): Promise<OrderRow> {
  await assertActingTask(db, session, dockCallTask.orderReception);
  return inTransaction(db, async (trx) => {
    const order = await lockedDockOrder(trx, session, reception, receivableStatuses);
    assertSameLines(order, reception.lines);
    await assertQualities(trx, reception.lines);
    for (const line of reception.lines) {
      await trx
        .updateTable('transactionLines')
        .set((eb) => ({
          quantityDelivered: line.quantityReceived,
          qualityIdReceived: line.qualityId,
          version: eb('version', '+', 1),
        }))
        .where('id', '=', line.lineId)
        .execute();
    }
    const to = await trx
      .selectFrom('locations')
      .select('isProvider')
      .where('id', '=', order.locationIdTo)
      .executeTakeFirstOrThrow();
    const outcome = receptionOutcome({
      transactionTypeId: order.transactionTypeId,
      receivedAtProvider: to.isProvider,
      differs: receptionDiffers(order.transactions, reception.lines),
    });
    await applyStatusChange(trx, session, [order], outcome);
    if (outcome === orderStatus.NotAgreed) {
      await trx
        .updateTable('transactions')
        .set({ isReceiverRegistered: true, updatedAt: sql<Date>`now()` })
        .where('id', '=', order.id)
        .execute();
    }
    const received = order.transactions.map((line) => {
      const arrived = reception.lines.find((candidate) => candidate.lineId === line.id)!;
      return { ...line, qualityId: arrived.qualityId, quantity: arrived.quantityReceived };
    });
    const move = { transactionId: order.id, locationId: order.locationIdTo, kind: 'received' as const };
    await recordMovements(trx, session, move, received);
    return visibleOrder(trx, session, order.id);
  });
}
