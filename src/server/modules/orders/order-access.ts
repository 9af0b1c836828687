import type { Kysely } from 'kysely';
import type { OrderRow } from '../../../domain/orders/order-list.ts';
import { errorMessages } from '../../../domain/shared/error-messages.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { fullOrderRow } from './order-row-json.ts';
import { orderScopeOf, orderWriteScopeOf } from './order-scope.ts';
import { scopeMatches } from './queries.ts';
import { orderRows } from './service.ts';

/** An order the session sees (the list's scope); any other is not found (404). */
export async function visibleOrder(db: Kysely<DB>, session: Session, orderId: number): Promise<OrderRow> {
  const [order] = await orderRows(
    db,
    session,
    await orderScopeOf(db, session),
    { ids: [orderId] },
    fullOrderRow,
  );
  if (!order) throw notFound('Order not found');
  return order;
}

/** A change based on a stale version: 409 with the current row, so the client can show what changed. */
export const versionConflict = (order: OrderRow) =>
  new HttpError(409, 'The order was changed by someone else', 'VersionConflict', order);

export const orderNotWritableMessage = errorMessages.OrderNotWritable;

/**
 * Of `ids`, the orders the session sees, after checking that it may change every one of them (403
 * otherwise, issue 4 review: a report level widens reading, not writing). An order it does not see
 * is left out, for the caller to answer (404, or 409 for a bulk send). Checked before any row lock,
 * so a session without rights never waits for another writer's lock, nor holds one.
 */
export async function writableOrderIds(
  db: Kysely<DB>,
  session: Session,
  ids: readonly number[],
): Promise<number[]> {
  const [readScope, writeScope] = [await orderScopeOf(db, session), await orderWriteScopeOf(db, session)];
  const rows = await db
    .selectFrom('transactions as t')
    .select((eb) => ['t.id', scopeMatches(eb, writeScope).as('isWritable')])
    .where('t.marketId', '=', session.marketId)
    .where((eb) => eb.and([eb('t.id', '=', eb.fn.any(eb.val([...ids]))), scopeMatches(eb, readScope)]))
    .orderBy('t.id')
    .execute();
  if (!rows.every((row) => row.isWritable)) throw forbidden(orderNotWritableMessage);
  return rows.map((row) => row.id);
}

/** An order the session may change: 404 when it does not see it, 403 when it only sees it. */
export async function assertOrderWritable(db: Kysely<DB>, session: Session, orderId: number) {
  const [id] = await writableOrderIds(db, session, [orderId]);
  if (id === undefined) throw notFound('Order not found');
}

/** Row locks on orders already checked, taken in id order so overlapping writers cannot deadlock. */
export async function lockOrders(trx: Kysely<DB>, ids: readonly number[]) {
  await trx
    .selectFrom('transactions')
    .select('id')
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
    .orderBy('id')
    .forUpdate()
    .execute();
}
