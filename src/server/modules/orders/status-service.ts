import { sql, type Kysely } from 'kysely';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import {
  orderStatusRefusedMessage,
  type OrderStatusChange,
  type OrderStatusHistoryEntry,
} from '../../../domain/orders/order-status-change.ts';
import { canTransition, datesStampedOn, type OrderActor } from '../../../domain/orders/status-machine.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { orderScopeOf } from './order-scope.ts';
import { orderRows } from './service.ts';

export async function visibleOrder(db: Kysely<DB>, session: Session, orderId: number): Promise<OrderRow> {
  const [order] = await orderRows(db, session, await orderScopeOf(db, session), { ids: [orderId] });
  if (!order) throw notFound('Order not found');
  return order;
}

/** A change based on a stale version: 409 with the current row, so the client can show what changed. */
export const versionConflict = (order: OrderRow) =>
  new HttpError(409, 'The order was changed by someone else', 'VersionConflict', order);

/**
 * The roles the session has on an order: provider staff, and sender or receiver when the order's from-
 * or to-location is one of the session's own (the acting customer's for admins and provider staff).
 */
export async function actorsOn(db: Kysely<DB>, session: Session, order: OrderRow): Promise<OrderActor[]> {
  const user = session.loginUser;
  const isProvider = user.isGlobalAdmin || user.isProvider;
  const byCustomer = isProvider || user.isCustomerAdmin || user.reportLevel >= 1;
  const locations = await db
    .selectFrom('locations')
    .select(['id', 'customerId'])
    .where('id', 'in', [order.locationIdFrom, order.locationIdTo])
    .execute();
  const secondary = await db
    .selectFrom('userSecondaryLocations')
    .select('locationId')
    .where('userId', '=', session.actingUser.id)
    .execute();
  const ownIds = [session.locationId, ...secondary.map((row) => row.locationId)];
  const isOwn = (id: number) =>
    byCustomer
      ? locations.some((location) => location.id === id && location.customerId === session.customerId)
      : ownIds.includes(id);
  const actors: OrderActor[] = [];
  if (isOwn(order.locationIdFrom)) actors.push('sender');
  if (isOwn(order.locationIdTo)) actors.push('receiver');
  if (isProvider) actors.push('provider');
  return actors;
}

/**
 * POST orderStatus: one transaction that locks the order, checks the version the client saw (a stale
 * one gets the current row, so the client can show what changed) and the status machine, then updates
 * the order and records the change.
 */
export async function changeOrderStatus(db: Kysely<DB>, session: Session, change: OrderStatusChange) {
  return db.transaction().execute(async (trx) => {
    await trx
      .selectFrom('transactions')
      .select('id')
      .where('id', '=', change.orderId)
      .where('marketId', '=', session.marketId)
      .forUpdate()
      .execute();
    const order = await visibleOrder(trx, session, change.orderId);
    if (order.version !== change.version) throw versionConflict(order);
    await applyStatusChange(trx, session, order, change.transactionStatusId);
    return visibleOrder(trx, session, order.id);
  });
}

/**
 * Moves a locked order the session sees to `to` if the status machine lets one of the session's roles
 * on it do so (409 'Could not set order status' otherwise), stamping dates and recording who and when.
 */
export async function applyStatusChange(trx: Kysely<DB>, session: Session, order: OrderRow, to: number) {
  const actor = await actorsOn(trx, session, order);
  const { transactionTypeId: type, transactionStatusId: from } = order;
  if (!canTransition({ type, from, to, actor })) {
    throw new HttpError(409, orderStatusRefusedMessage, 'InvalidStatusTransition');
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
    .where('id', '=', order.id)
    .where('version', '=', order.version)
    .execute();
  await trx
    .insertInto('orderStatusChanges')
    .values({
      transactionId: order.id,
      fromStatusId: from,
      toStatusId: to,
      changedBy: session.actingUser.id,
      actingFor: session.isImpersonating ? session.loginUser.id : null,
    })
    .execute();
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
