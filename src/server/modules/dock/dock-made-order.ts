import { sql, type Kysely } from 'kysely';
import { orderStatus, type OrderStatusId } from '../../../domain/orders/order-statuses.ts';
import type { TransactionTypeId } from '../../../domain/orders/transaction-types.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { noteOrderEvents } from '../order-notifications/note-order-events.ts';
import { nextOrderNo } from '../orders/order-numbers.ts';
import type { ArrivalLine } from './arrival-choices.ts';
import { recordMovements } from './balance-movements.ts';

/** An order the dock makes as it happens (issue 6): sent today, and received today if it arrived. */
export interface DockMadeOrder {
  transactionTypeId: TransactionTypeId;
  transactionStatusId: OrderStatusId;
  locationIdFrom: number;
  locationIdTo: number;
  externalLocationId: number | null;
  /** The planned send date; null for today. */
  sendDate: string | null;
  /** Received on arrival: the receival date and the delivered quantities are set, and the receiver noted. */
  isReceived: boolean;
  carNo: string | null;
  reference: string | null;
  /** What it does to the acting location's balance (balance-movements.ts). */
  movement: 'sent' | 'received';
}

/**
 * Inserts the order with its lines (ordered = picked = the quantity), records who took it from Sent
 * to its status when that is further on, and the acting location's balance movement. Runs inside the
 * caller's transaction; answers the new order's id.
 */
export async function insertDockMadeOrder(
  trx: Kysely<DB>,
  session: Session,
  order: DockMadeOrder,
  lines: readonly ArrivalLine[],
): Promise<number> {
  // The database's day, as the status machine stamps dates with current_date.
  const { rows } = await sql<{ today: string }>`select current_date::text as today`.execute(trx);
  const today = rows[0]!.today;
  const sendDate = order.sendDate ?? today;
  const market = await trx
    .selectFrom('markets')
    .select('currency')
    .where('id', '=', session.marketId)
    .executeTakeFirstOrThrow();
  const created = await trx
    .insertInto('transactions')
    .values({
      marketId: session.marketId,
      orderNo: await nextOrderNo(trx, session.marketId, sendDate),
      transactionTypeId: order.transactionTypeId,
      transactionStatusId: order.transactionStatusId,
      customerId: session.customerId,
      locationIdFrom: order.locationIdFrom,
      locationIdTo: order.locationIdTo,
      externalLocationId: order.externalLocationId,
      reference: order.reference,
      carNo: order.carNo,
      sendDate,
      sentDate: today,
      receivalDate: order.isReceived ? today : null,
      isReceiverRegistered: order.isReceived,
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      currency: market.currency,
      createdBy: session.actingUser.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('transactionLines')
    .values(
      lines.map((line) => ({
        transactionId: created.id,
        productId: line.productId,
        treatmentId: line.treatmentId,
        qualityId: line.qualityId,
        quantityOrdered: line.quantity,
        quantityPicked: line.quantity,
        quantityDelivered: order.isReceived ? line.quantity : null,
        isPooling: line.isPooling,
      })),
    )
    .execute();
  if (order.transactionStatusId !== orderStatus.Sent) {
    await trx
      .insertInto('orderStatusChanges')
      .values({
        transactionId: created.id,
        fromStatusId: orderStatus.Sent,
        toStatusId: order.transactionStatusId,
        changedBy: session.actingUser.id,
        actingFor: session.isImpersonating ? session.loginUser.id : null,
      })
      .execute();
  }
  await noteOrderEvents(trx, [created.id], order.transactionStatusId);
  const move = { transactionId: created.id, locationId: session.locationId, kind: order.movement };
  await recordMovements(trx, session, move, lines);
  return created.id;
}
