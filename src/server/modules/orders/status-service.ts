import { sql, type Kysely } from 'kysely';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import {
  orderStatusRefusedMessage,
  type OrderStatusChange,
  type OrderStatusHistoryEntry,
} from '../../../domain/orders/order-status-change.ts';
import { canTransition, datesStampedOn, type OrderActor } from '../../../domain/orders/status-machine.ts';
import { orderActors } from '../../../domain/orders/order-actors.ts';
import type { Session } from '../../auth/session.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { noteOrderEvents } from '../order-notifications/note-order-events.ts';
import { sessionActor, writeAuditLog } from '../../audit/write-audit-log.ts';
import { assertOrderWritable, lockOrders, versionConflict, visibleOrder } from './order-access.ts';
import { orderWriteScopeOf, type OrderScope } from './order-scope.ts';

/**
 * The roles the session has on an order: provider staff, and sender or receiver when the order's from-
 * or to-location is one of the session's own — the acting customer's for customer admins and provider
 * staff, else the acting and secondary locations (the write scope: a report level adds no role).
 */
export async function actorsOn(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  order: OrderRow,
): Promise<OrderActor[]> {
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('id', 'in', [order.locationIdFrom, order.locationIdTo])
    .execute();
  const isOwn = (id: number) =>
    scope.kind === 'locations'
      ? scope.locationIds.includes(id)
      : locations.some((location) => location.id === id && location.customerId === session.customerId);
  return orderActors(order, isOwn, scope.kind === 'market');
}

/**
 * POST orderStatus: one transaction that checks the session may change the order (404 unseen, 403
 * seen only), then locks it, checks the version the client saw against the row as it is under the
 * lock (a stale one gets the current row, so the client can show what changed) and the status
 * machine, then updates the order and records the change.
 */
export async function changeOrderStatus(db: Kysely<DB>, session: Session, change: OrderStatusChange) {
  return inTransaction(db, async (trx) => {
    await assertOrderWritable(trx, session, change.orderId);
    await lockOrders(trx, [change.orderId]);
    const order = await visibleOrder(trx, session, change.orderId);
    // Whatever moved the order meanwhile changed its version too, scope-relevant fields included.
    if (order.version !== change.version) throw versionConflict(order);
    await applyStatusChange(trx, session, [order], change.transactionStatusId);
    return visibleOrder(trx, session, order.id);
  });
}

/**
 * Moves locked orders the session may change to `to` if the status machine lets one of the session's
 * roles on each do so (409 'Could not set order status' otherwise), stamping dates and recording who
 * and when. One UPDATE for all of them: the list's counters (migration 0007) are then taken by one
 * statement, in key order, so two concurrent changes cannot take them in opposite order.
 */
export async function applyStatusChange(
  trx: Kysely<DB>,
  session: Session,
  orders: readonly OrderRow[],
  to: number,
) {
  const scope = await orderWriteScopeOf(trx, session);
  for (const order of orders) {
    const actor = await actorsOn(trx, session, scope, order);
    const { transactionTypeId: type, transactionStatusId: from } = order;
    if (!canTransition({ type, from, to, actor })) {
      throw new HttpError(409, orderStatusRefusedMessage, 'InvalidStatusTransition');
    }
  }
  const stamps = datesStampedOn(to);
  await trx
    .updateTable('transactions')
    .set((eb) => ({
      transactionStatusId: to,
      version: eb('version', '+', 1),
      updatedAt: sql<Date>`now()`,
      ...(stamps.sentDate ? { sentDate: sql<string>`current_date` } : {}),
      // Arrival is stamped once: confirming a sorted pickup keeps the day it arrived.
      ...(stamps.receivalDate
        ? { receivalDate: eb.fn.coalesce('receivalDate', sql<string>`current_date`) }
        : {}),
    }))
    .where((eb) => eb('id', '=', eb.fn.any(eb.val(orders.map((order) => order.id)))))
    .execute();
  await trx
    .insertInto('orderStatusChanges')
    .values(
      orders.map((order) => ({
        transactionId: order.id,
        fromStatusId: order.transactionStatusId,
        toStatusId: to,
        changedBy: session.actingUser.id,
        actingFor: session.isImpersonating ? session.loginUser.id : null,
      })),
    )
    .execute();
  await noteOrderEvents(
    trx,
    orders.map((order) => order.id),
    to,
  );
  // One INSERT for all of them, in the same transaction as the change (issue 19 item 7).
  await writeAuditLog(
    trx,
    ...orders.map((order) => ({
      ...sessionActor(session),
      type: 'orderStatus' as const,
      subject: `order ${order.orderNo ?? order.id}`,
      details: { orderId: order.id, from: order.transactionStatusId, to },
    })),
  );
}

/** GET orderStatusHistory: the recorded changes of an order the session may see, oldest first. */
export async function orderStatusHistory(
  db: Kysely<DB>,
  session: Session,
  orderId: number,
): Promise<OrderStatusHistoryEntry[]> {
  await visibleOrder(db, session, orderId);
  const rows = await db
    .selectFrom('orderStatusChanges as c')
    .innerJoin('users as by', 'by.id', 'c.changedBy')
    .leftJoin('users as login', 'login.id', 'c.actingFor')
    .select([
      'c.id',
      'c.transactionId as orderId',
      'c.fromStatusId',
      'c.toStatusId',
      'c.changedBy',
      'by.name as changedByName',
      'c.actingFor',
      'login.name as actingForName',
      'c.changedAt',
    ])
    .where('c.transactionId', '=', orderId)
    .orderBy('c.changedAt')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() }));
}
