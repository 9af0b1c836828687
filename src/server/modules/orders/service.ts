import type { Kysely } from 'kysely';
import type {
  OrderLine,
  OrderListAnswer,
  OrderListQuery,
  OrderRow,
} from '../../../domain/orders/order-list.ts';
import { orderStatus, type OrderStatusName } from '../../../domain/orders/order-statuses.ts';
import type { Session } from '../../auth/session.ts';
import type { DB } from '../../db/schema.ts';
import { assertInScope, orderScopeOf, type OrderScope } from './order-scope.ts';
import { filteredOrders, type OrderFilter } from './queries.ts';
import { countOrders, selectOrderLines, selectOrderRows, type OrderSort } from './order-rows.ts';

const statusNames = new Map(
  Object.entries(orderStatus).map(([name, id]) => [id as number, name as OrderStatusName]),
);

/** Rows with their nested lines (spec §2 order grid: `transactions`); comments come with issue 4 step 6. */
export async function orderRows(
  db: Kysely<DB>,
  session: Session,
  scope: OrderScope,
  filter: OrderFilter,
  sort: OrderSort = { field: 'dateSend', descending: true },
  count = 1000,
): Promise<OrderRow[]> {
  const rows = await selectOrderRows(filteredOrders(db, session.marketId, scope, filter), sort, count);
  const lines = rows.length
    ? await selectOrderLines(
        db,
        rows.map((row) => row.id),
      )
    : [];
  const linesByOrder = new Map<number, OrderLine[]>();
  for (const { transactionId, ...line } of lines) {
    const list = linesByOrder.get(transactionId) ?? [];
    list.push(line);
    linesByOrder.set(transactionId, list);
  }
  return rows.map((row) => ({
    ...row,
    transactionStatus: statusNames.get(row.transactionStatusId) ?? String(row.transactionStatusId),
    transactions: linesByOrder.get(row.id) ?? [],
  }));
}

async function listWith(
  db: Kysely<DB>,
  session: Session,
  query: OrderListQuery,
  externalOf?: number,
): Promise<OrderListAnswer> {
  const scope = await orderScopeOf(db, session);
  await assertInScope(db, session, scope, {
    customerId: query.customerId,
    locationIds: [query.locationId, query.locationIdFrom, query.locationIdTo],
  });
  const filter: OrderFilter = { ...query, ...(externalOf === undefined ? {} : { externalOf }) };
  const [items, total] = await Promise.all([
    orderRows(db, session, scope, filter, query.sort, query.count),
    countOrders(filteredOrders(db, session.marketId, scope, filter)),
  ]);
  return { items, total };
}

/** GET orders (spec §7): the session's orders, filtered and sorted; `total` counts every match. */
export function listOrders(db: Kysely<DB>, session: Session, query: OrderListQuery) {
  return listWith(db, session, query);
}

/**
 * GET ExternalOrders (spec §7, Delivery → External locations). Our reading: the acting customer's
 * deliveries to locations of other customers — orders from one of its locations to a location that
 * belongs to another customer, with the same filters and limits as the order list.
 */
export function listExternalOrders(db: Kysely<DB>, session: Session, query: OrderListQuery) {
  return listWith(db, session, query, session.customerId);
}
